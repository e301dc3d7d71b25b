/**
 * @jest-environment jsdom
 */
/**
 * The element outline (issue #26): which elements of a stored page it lists, their readable
 * names, and the ARIA tree keys over the flat list.
 */
import { moveInOutline, outlineOf, visibleNodes } from "@/components/prototype/outline/outline-model";

const PAGE = `<!doctype html><html><head data-vs-id="h"><title>x</title></head><body data-vs-id="b">
<header data-vs-id="a1"><h1 data-vs-id="a2">Fit   Club</h1><nav data-vs-id="a3"><a data-vs-id="a4" href="#">Home</a></nav></header>
<main data-vs-id="m1"><button data-vs-id="m2">Book now</button><img data-vs-id="m3" alt="A runner at dawn" src="x.png">
<input data-vs-id="m4" placeholder="Your e-mail"><div><span data-vs-id="m5">${"long text ".repeat(10)}</span></div>
<svg data-vs-id="m6"><path data-vs-id="m7" d="M0 0"/></svg></main>
<script data-vs-id="s1">1</script><div data-vs-runtime data-vs-id="r1"></div></body></html>`;

describe("outlineOf", () => {
  const nodes = outlineOf(PAGE);

  it("lists the body's selectable elements in document order, not the body, head, scripts, runtime nodes or svg insides", () => {
    expect(nodes.map((n) => n.id)).toEqual(["a1", "a2", "a3", "a4", "m1", "m2", "m3", "m4", "m5", "m6"]);
  });

  it("names elements by label, alt, placeholder or text, shortened to 40 characters", () => {
    const byId = Object.fromEntries(nodes.map((n) => [n.id, n]));
    expect(byId.m2).toMatchObject({ tag: "button", label: "Book now" });
    expect(byId.a2.label).toBe("Fit Club");
    expect(byId.m3.label).toBe("A runner at dawn");
    expect(byId.m4.label).toBe("Your e-mail");
    expect(byId.m5.label).toHaveLength(40);
    expect(byId.m5.label.endsWith("…")).toBe(true);
    // Blocks are spaced: the header reads "Fit Club Home", not "Fit ClubHome".
    expect(byId.a1.label).toBe("Fit Club Home");
  });

  it("keeps depth and parents; an element without an id passes its children up one level", () => {
    const byId = Object.fromEntries(nodes.map((n) => [n.id, n]));
    expect(byId.a1).toMatchObject({ depth: 1, parentId: null, hasChildren: true });
    expect(byId.a4).toMatchObject({ depth: 3, parentId: "a3", hasChildren: false });
    expect(byId.m5).toMatchObject({ depth: 2, parentId: "m1" });
    expect(byId.m6.hasChildren).toBe(false);
  });
});

describe("tree keys", () => {
  const nodes = outlineOf(PAGE);
  const none = new Set<string>();

  it("moves down, up, to the ends", () => {
    expect(moveInOutline(nodes, none, "a1", "ArrowDown").activeId).toBe("a2");
    expect(moveInOutline(nodes, none, "a1", "ArrowUp").activeId).toBe("a1");
    expect(moveInOutline(nodes, none, "a3", "End").activeId).toBe("m6");
    expect(moveInOutline(nodes, none, "m6", "Home").activeId).toBe("a1");
  });

  it("left closes an open branch, then goes to the parent; right opens it, then goes to its first child", () => {
    const closed = moveInOutline(nodes, none, "a1", "ArrowLeft");
    expect(closed.collapsed?.has("a1")).toBe(true);
    const shown = visibleNodes(nodes, closed.collapsed!);
    expect(shown.map((n) => n.id)).toEqual(["a1", "m1", "m2", "m3", "m4", "m5", "m6"]);
    expect(moveInOutline(shown, closed.collapsed!, "a1", "ArrowDown").activeId).toBe("m1");
    const reopened = moveInOutline(shown, closed.collapsed!, "a1", "ArrowRight");
    expect(reopened.collapsed?.has("a1")).toBe(false);
    expect(moveInOutline(nodes, none, "a1", "ArrowRight").activeId).toBe("a2");
    expect(moveInOutline(nodes, none, "a4", "ArrowLeft").activeId).toBe("a3");
    expect(moveInOutline(nodes, none, "a4", "ArrowRight").activeId).toBe("a4");
  });
});
