/**
 * Pure parts of the prototype viewer: which page a running round is writing (live preview), which
 * version's pages a viewer shows, and the edit panel's form turned into a Precise Edit.
 */
import { isFragment, livePageHtml, pageIdOfLink, pagesOf } from "@/components/prototype/viewer/pages";
import { draftOf, editOf } from "@/components/prototype/editor/panel-draft";
import type { SelectedElement } from "@/components/prototype/frame/messages";
import type { VersionDto } from "@/lib/contracts/versions";

const version = (content: string, kind: VersionDto["kind"] = "prototype"): VersionDto => ({
  kind,
  id: "v1",
  version_number: 1,
  created_at: "2026-01-01T00:00:00Z",
  timestamp: 0,
  date: "2026-01-01",
  design_type: "web",
  view_url: null,
  status: "complete",
  is_deployed: false,
  title: "Shop",
  source: "generated",
  round_id: null,
  content,
  meta: {},
});

describe("live page", () => {
  it("is the last document a round has started", () => {
    expect(livePageHtml(null)).toBeNull();
    expect(livePageHtml("Here is your page:\n```html\n<!DOCTYPE html><html><body><h1>A")).toBe(
      "<!DOCTYPE html><html><body><h1>A",
    );
    const two = "<!doctype html><html><body>one</body></html><!DOCTYPE html><html><body>two";
    expect(livePageHtml(two)).toBe("<!DOCTYPE html><html><body>two");
  });

  it("reads a page out of a JSON wrapper", () => {
    expect(livePageHtml('{"pages":[{"id":"p1","html":"<!DOCTYPE html>\\n<html><body class=\\"x\\">Hi')).toBe(
      '<!DOCTYPE html>\n<html><body class="x">Hi',
    );
  });

  it("tells an element (an AI Modify answer) from a page", () => {
    expect(isFragment('<button class="a">Go</button>')).toBe(true);
    expect(isFragment("<!DOCTYPE html><html>")).toBe(false);
    expect(isFragment("plain prose")).toBe(false);
  });
});

describe("pages of a version", () => {
  it("one page for a prototype, the set for a multi-page one, none for a failed version", () => {
    expect(pagesOf("prototype", version("<html></html>"))).toEqual([
      expect.objectContaining({ id: "index", html: "<html></html>", title: "Shop" }),
    ]);
    const set = {
      pages: [
        { id: "p1", file_name: "index.html", title: "Home", html: "<html>1</html>", timestamp: 1 },
        { id: "p2", file_name: "cart.html", title: "Cart", html: "<html>2</html>", timestamp: 2 },
      ],
    };
    expect(
      pagesOf("mult_prototype", version(JSON.stringify(set), "mult_prototype")).map((p) => p.file_name),
    ).toEqual(["index.html", "cart.html"]);
    expect(pagesOf("mult_prototype", version("not json", "mult_prototype"))).toEqual([]);
    expect(pagesOf("prototype", { ...version("<html></html>"), status: "failed" })).toEqual([]);
    expect(pageIdOfLink("/html/c/v?page=p2")).toBe("p2");
    expect(pageIdOfLink("cart.html")).toBeNull();
  });
});

describe("edit panel form", () => {
  const element: SelectedElement = {
    id: "e1",
    tagName: "button",
    outerHTML: "<button>Go</button>",
    rect: { x: 0, y: 0, width: 10, height: 10 },
    text: "Go",
    textEditable: true,
    styles: {
      color: "rgb(255, 255, 255)",
      backgroundColor: "rgb(79, 70, 229)",
      backgroundImage: "none",
      fontSize: "14px",
      fontWeight: "600",
      fontFamily: "Inter, sans-serif",
      lineHeight: "20px",
      textAlign: "center",
      paddingTop: "8px",
      paddingRight: "16px",
      paddingBottom: "8px",
      paddingLeft: "16px",
      marginTop: "0px",
      marginRight: "0px",
      marginBottom: "0px",
      marginLeft: "0px",
      borderRadius: "8px",
    },
  };

  it("starts from the computed styles and sends only what changed", () => {
    const initial = draftOf(element);
    expect(initial).toMatchObject({
      text: "Go",
      color: "#ffffff",
      background: "#4f46e5",
      fontSize: "14",
      fontWeight: "600",
      radius: "8",
    });
    expect(editOf(initial, initial, true)).toEqual({});
    const changed = {
      ...initial,
      background: "#16a34a",
      padding: { ...initial.padding, Left: "24" },
      text: "Start",
    };
    expect(editOf(changed, initial, true)).toEqual({
      style: { "background-color": "#16a34a", "padding-left": "24px" },
      text: "Start",
    });
    expect(editOf(changed, initial, false)).toEqual({
      style: { "background-color": "#16a34a", "padding-left": "24px" },
    });
  });

  it("writes a gradient as background-image and removes one that was turned off", () => {
    const initial = draftOf({
      ...element,
      styles: {
        ...element.styles,
        backgroundImage: "linear-gradient(90deg, rgb(0, 0, 0) 0%, rgb(255, 255, 255) 100%)",
      },
    });
    expect(initial.gradient?.stops).toHaveLength(2);
    expect(editOf({ ...initial, gradient: null }, initial, true)).toEqual({
      style: { "background-image": "none" },
    });
    const three = {
      ...initial,
      gradient: { angle: 45, stops: [...initial.gradient!.stops, { color: "#ff0000", position: 50 }] },
    };
    expect(editOf(three, initial, true).style?.["background-image"]).toBe(
      "linear-gradient(45deg, #000000 0%, #ffffff 100%, #ff0000 50%)",
    );
  });
});
