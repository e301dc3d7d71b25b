/**
 * The prototype editor's model: source edits by stable id touch exactly one node, the undo/redo
 * stack, the 4-stop gradient limit, and the origin rules of the preview frame's messages.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, type HTMLElement, type Node as ParsedNode } from "node-html-parser";
import {
  applyPreciseEdit,
  elementRange,
  hasOnlyText,
  keepElementId,
  mergeStyle,
  outerHtmlOf,
  replaceOuterHtml,
} from "@/components/prototype/editor/html-source";
import {
  canRedo,
  canUndo,
  createHistory,
  currentSource,
  HISTORY_LIMIT,
  isDirty,
  markSaved,
  record,
  redo,
  undo,
} from "@/components/prototype/editor/edit-history";
import {
  addStop,
  gradientCss,
  GRADIENT_MAX_STOPS,
  parseLinearGradient,
  removeStop,
  toHex,
  validateGradient,
  type Gradient,
} from "@/components/prototype/editor/gradient";
import { appMessage, frameMessage, runtimeMayRun } from "@/components/prototype/frame/messages";

const OPTIONS = {
  comment: true,
  blockTextElements: { script: true, style: true, pre: true, textarea: true, noscript: true },
};

/** Gives every element a data-vs-id the way the server does at save time (document order). */
function withIds(html: string): string {
  let out = "";
  let last = 0;
  let n = 0;
  const root = parse(html, OPTIONS);
  const walk = (node: ParsedNode) => {
    if (node.nodeType === 1) {
      const el = node as HTMLElement;
      if (el.rawTagName && !/^(html|head|meta|title|style|script|link)$/i.test(el.rawTagName)) {
        const start = el.range[0];
        const nameEnd = start + 1 + el.rawTagName.length;
        out += html.slice(last, nameEnd) + ` data-vs-id="e${++n}"`;
        last = nameEnd;
      }
    }
    node.childNodes.forEach(walk);
  };
  walk(root);
  return out + html.slice(last);
}

/** Flattens a document into comparable node signatures (tag + attributes + own text). */
function signatures(html: string): string[] {
  const out: string[] = [];
  const walk = (node: ParsedNode) => {
    if (node.nodeType === 1) {
      const el = node as HTMLElement;
      out.push(`<${el.rawTagName} ${JSON.stringify(el.attributes)}>`);
    } else if (node.nodeType === 3) out.push(`#text ${node.rawText}`);
    node.childNodes.forEach(walk);
  };
  walk(parse(html, OPTIONS));
  return out;
}

function changedNodes(before: string, after: string): number {
  const a = signatures(before);
  const b = signatures(after);
  expect(b.length).toBe(a.length);
  return a.filter((sig, i) => sig !== b[i]).length;
}

const template = withIds(
  readFileSync(
    path.join(process.cwd(), "server/seed/prototype-templates/saas-analytics-dashboard.html"),
    "utf8",
  ),
);

function firstId(html: string, selector: string): string {
  const el = parse(html, OPTIONS).querySelector(selector);
  if (!el) throw new Error(`no ${selector}`);
  return el.getAttribute("data-vs-id")!;
}

describe("precise edits on the stored source", () => {
  it("changes exactly one node and leaves every other byte alone", () => {
    const id = firstId(template, "button");
    const edited = applyPreciseEdit(template, id, {
      style: { "background-color": "#16a34a", color: "#ffffff" },
    });
    expect(changedNodes(template, edited)).toBe(1);
    const range = elementRange(template, id)!;
    // Everything before the element's start tag and after it is untouched.
    expect(edited.slice(0, range.start)).toBe(template.slice(0, range.start));
    expect(edited.slice(edited.length - (template.length - range.openEnd))).toBe(
      template.slice(range.openEnd),
    );
    expect(outerHtmlOf(edited, id)).toMatch(/style="[^"]*background-color: #16a34a; color: #ffffff"/);
  });

  it("edits a text-only element's text (escaped) as one node", () => {
    const id = firstId(template, "h1");
    expect(hasOnlyText(template, id)).toBe(true);
    const edited = applyPreciseEdit(template, id, { text: "Revenue & <growth>" });
    expect(outerHtmlOf(edited, id)).toContain(">Revenue &amp; &lt;growth&gt;</h1>");
    // The text node is the one change (the element's own signature is the same).
    expect(changedNodes(template, edited)).toBe(1);
  });

  it("merges inline styles: later declarations win, empty values remove one", () => {
    expect(mergeStyle("background: #f00; padding: 4px", { "background-color": "#0f0" })).toBe(
      "background: #f00; padding: 4px; background-color: #0f0",
    );
    expect(mergeStyle('color: red; background-image: url("a;b.png")', { color: "" })).toBe(
      'background-image: url("a;b.png")',
    );
  });

  it("keeps quotes and `>` inside attribute values intact", () => {
    const src = `<body data-vs-id="b"><a data-vs-id="l" title="a > b" href='/x?y="1"'>Go</a><p data-vs-id="p">x</p></body>`;
    const edited = applyPreciseEdit(src, "l", { style: { color: "#111111" } });
    expect(edited).toBe(
      `<body data-vs-id="b"><a data-vs-id="l" title="a > b" href='/x?y="1"' style="color: #111111">Go</a><p data-vs-id="p">x</p></body>`,
    );
  });

  it("replaces an element (AI Modify) keeping its id, and nothing else", () => {
    const id = firstId(template, "button");
    const answer = keepElementId(
      `<button class="rounded-lg bg-emerald-600 px-4 py-2 text-white">Export report</button>`,
      id,
    );
    expect(answer).toContain(`data-vs-id="${id}"`);
    const edited = replaceOuterHtml(template, id, answer);
    expect(changedNodes(template, edited)).toBe(2); // the element and its text
    expect(outerHtmlOf(edited, id)).toBe(answer);
  });

  it("refuses an id that is not in the page", () => {
    expect(() => applyPreciseEdit(template, "nope", { text: "x" })).toThrow(/not found/);
  });
});

describe("undo and redo", () => {
  const step = (n: number) => ({
    elementId: "e1",
    before: `<b data-vs-id="e1">${n - 1}</b>`,
    after: `<b data-vs-id="e1">${n}</b>`,
    origin: "precise" as const,
  });

  it("walks back and forth, and a new edit clears the redo branch", () => {
    let h = createHistory("v0");
    expect(canUndo(h)).toBe(false);
    h = record(h, step(1), "v1");
    h = record(h, step(2), "v2");
    expect(currentSource(h)).toBe("v2");
    expect(isDirty(h)).toBe(true);

    const u1 = undo(h)!;
    expect(u1.reverted).toEqual(step(2));
    h = u1.history;
    expect(currentSource(h)).toBe("v1");
    expect(canRedo(h)).toBe(true);

    const r1 = redo(h)!;
    expect(r1.reapplied).toEqual(step(2));
    h = r1.history;
    expect(currentSource(h)).toBe("v2");

    h = undo(undo(h)!.history)!.history;
    expect(currentSource(h)).toBe("v0");
    expect(isDirty(h)).toBe(false);
    expect(undo(h)).toBeNull();

    h = record(redo(h)!.history, step(3), "v3");
    expect(canRedo(h)).toBe(false);
    expect(currentSource(h)).toBe("v3");
  });

  it("ignores a change that changes nothing, and a save makes the current source clean", () => {
    let h = record(createHistory("v0"), step(1), "v0");
    expect(canUndo(h)).toBe(false);
    h = markSaved(record(h, step(1), "v1"));
    expect(isDirty(h)).toBe(false);
    expect(canUndo(h)).toBe(true);
    expect(isDirty(undo(h)!.history)).toBe(true);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let h = createHistory("v0");
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++) h = record(h, step(i), `v${i}`);
    expect(h.done).toHaveLength(HISTORY_LIMIT);
    while (canUndo(h)) h = undo(h)!.history;
    expect(currentSource(h)).toBe("v5");
    expect(isDirty(h)).toBe(true);
  });
});

describe("background gradient", () => {
  const two: Gradient = {
    angle: 90,
    stops: [
      { color: "#000000", position: 0 },
      { color: "#ffffff", position: 100 },
    ],
  };

  it(`allows at most ${GRADIENT_MAX_STOPS} stops`, () => {
    let g: Gradient | null = two;
    g = addStop(g!);
    g = addStop(g!);
    expect(g!.stops).toHaveLength(4);
    expect(validateGradient(g!)).toEqual([]);
    expect(addStop(g!)).toBeNull();
    const five = { ...g!, stops: [...g!.stops, { color: "#123456", position: 90 }] };
    expect(validateGradient(five)).toContain("tooManyStops");
    expect(removeStop(removeStop(g!, 1), 1).stops).toHaveLength(2);
    expect(removeStop(two, 0).stops).toHaveLength(2);
  });

  it("writes and reads linear-gradient CSS", () => {
    expect(gradientCss(two)).toBe("linear-gradient(90deg, #000000 0%, #ffffff 100%)");
    expect(
      parseLinearGradient("linear-gradient(to right, rgb(79, 107, 255), rgba(168, 85, 247, 0.5) 80%)"),
    ).toEqual({
      angle: 90,
      stops: [
        { color: "#4f6bff", position: 0 },
        { color: "#a855f7", position: 80 },
      ],
    });
    expect(parseLinearGradient("none")).toBeNull();
    expect(toHex("#abc")).toBe("#aabbcc");
    expect(
      validateGradient({
        angle: 0,
        stops: [
          { color: "red", position: 0 },
          { color: "#fff", position: 120 },
        ],
      }),
    ).toEqual(["invalidColor", "invalidPosition"]);
  });
});

describe("preview frame messages", () => {
  const frameWindow = {};
  const frame = { contentWindow: frameWindow as Window };
  const hover = { vs: 1, type: "hover", id: "e1", rect: null };

  it("the app accepts only its own frame's runtime messages (the origin of a sandbox is always 'null')", () => {
    expect(frameMessage({ source: frameWindow as Window, data: hover }, frame)).toEqual(hover);
    expect(frameMessage({ source: {} as Window, data: hover }, frame)).toBeNull(); // another frame or window
    expect(frameMessage({ source: null, data: hover }, frame)).toBeNull();
    expect(frameMessage({ source: frameWindow as Window, data: { ...hover, vs: 2 } }, frame)).toBeNull();
    expect(frameMessage({ source: frameWindow as Window, data: { vs: 1, type: "eval" } }, frame)).toBeNull();
    expect(frameMessage({ source: frameWindow as Window, data: "hover" }, frame)).toBeNull();
    expect(frameMessage({ source: frameWindow as Window, data: hover }, null)).toBeNull();
  });

  it("the runtime accepts only its parent, posting from the app's exact origin", () => {
    const parentWindow = {};
    const render = { vs: 1, type: "render", html: "<p>x</p>" };
    const app = "https://studio.example";
    expect(
      appMessage({ source: parentWindow as Window, origin: app, data: render }, parentWindow, app),
    ).toEqual(render);
    expect(
      appMessage({ source: parentWindow as Window, origin: "null", data: render }, parentWindow, app),
    ).toBeNull();
    expect(
      appMessage(
        { source: parentWindow as Window, origin: "https://evil.example", data: render },
        parentWindow,
        app,
      ),
    ).toBeNull();
    expect(appMessage({ source: {} as Window, origin: app, data: render }, parentWindow, app)).toBeNull(); // e.g. a popup or the page itself
    expect(
      appMessage(
        { source: parentWindow as Window, origin: app, data: { vs: 1, type: "selected" } },
        parentWindow,
        app,
      ),
    ).toBeNull();
  });

  it("the runtime stays inert at the app's own origin", () => {
    expect(runtimeMayRun("null", "http://localhost:3000")).toBe(true);
    expect(runtimeMayRun("https://preview.example", "https://studio.example")).toBe(true);
    expect(runtimeMayRun("http://localhost:3000", "http://localhost:3000")).toBe(false);
  });
});
