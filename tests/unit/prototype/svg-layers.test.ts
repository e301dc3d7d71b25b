/**
 * The design-tool SVG writer on walked layers: shadows as the primitives every reader has (no
 * feDropShadow), an overflow clip around children and text, a transform as one matrix, url()
 * backgrounds placed and tiled, gradients with transparent stops, rgba as hex + opacity.
 */
import { JSDOM } from "jsdom";
import type { LayerNode, WalkedPage } from "@/server/artifacts/prototype/export/layer-walker";
import { countTextLayers, layersToSvg } from "@/server/artifacts/prototype/export/svg-layers";

const IMAGE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

function node(over: Partial<LayerNode>): LayerNode {
  return {
    tag: "div",
    id: null,
    x: 0,
    y: 0,
    w: 100,
    h: 50,
    bg: "rgba(0, 0, 0, 0)",
    backgrounds: [],
    radii: [0, 0, 0, 0],
    borders: [0, 1, 2, 3].map(() => ({ w: 0, color: "rgb(0, 0, 0)", style: "none" })),
    shadow: "none",
    opacity: 1,
    matrix: null,
    clip: null,
    clipShape: null,
    control: null,
    image: null,
    svg: null,
    texts: [],
    field: null,
    children: [],
    ...over,
  };
}

const text = (t: string, x: number, y: number) => ({
  lines: [{ text: t, x, y }],
  font: "DejaVu Sans",
  family: "'DejaVu Sans', sans-serif",
  size: 14,
  weight: "400",
  style: "normal",
  color: "rgb(15, 23, 42)",
  letterSpacing: 0,
});

function parse(svg: string): Document {
  const doc = new JSDOM(svg, { contentType: "image/svg+xml" }).window.document;
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

describe("design-tool SVG", () => {
  const card = node({
    tag: "section",
    id: "card",
    x: 10,
    y: 20,
    w: 200,
    h: 120,
    bg: "rgb(255, 255, 255)",
    radii: [16, 16, 16, 16],
    shadow: "rgba(15, 23, 42, 0.25) 0px 10px 30px -5px, rgba(15, 23, 42, 0.08) 0px 2px 6px 0px",
    clip: { x: 10, y: 20, w: 200, h: 120, radii: [16, 16, 16, 16] },
    texts: [text("Clipped & <kept>", 20, 40)],
    children: [
      node({
        tag: "span",
        x: 150,
        y: 30,
        w: 60,
        h: 20,
        matrix: [0.97815, -0.20791, 0.20791, 0.97815, -2.1, 38.4],
        bg: "rgb(251, 191, 36)",
        texts: [text("SALE", 155, 45)],
      }),
      node({
        tag: "div",
        x: 10,
        y: 60,
        w: 200,
        h: 80,
        backgrounds: [
          {
            kind: "gradient",
            css: "linear-gradient(90deg, rgb(79, 70, 229) 0%, rgba(14, 165, 233, 0) 100%)",
            area: { x: 10, y: 60, w: 200, h: 80 },
            paint: { x: 10, y: 60, w: 200, h: 80, radii: [0, 0, 0, 0] },
          },
          {
            kind: "image",
            url: IMAGE,
            x: 10,
            y: 60,
            w: 16,
            h: 16,
            repeatX: true,
            repeatY: true,
            paint: { x: 10, y: 60, w: 200, h: 80, radii: [0, 0, 0, 0] },
          },
        ],
      }),
    ],
  });
  const page: WalkedPage = {
    width: 240,
    height: 200,
    background: "rgb(248, 250, 252)",
    htmlBackground: "rgba(0, 0, 0, 0)",
    body: node({ tag: "body", w: 240, h: 200, children: [card] }),
  };
  const svg = layersToSvg(page);
  const doc = parse(svg);

  it("writes shadows with feOffset/feGaussianBlur/feFlood/feComposite/feMerge, never feDropShadow", () => {
    expect(svg).not.toContain("feDropShadow");
    const filter = doc.querySelector("filter")!;
    expect(filter.getAttribute("filterUnits")).toBe("userSpaceOnUse");
    expect(filter.getAttribute("color-interpolation-filters")).toBe("sRGB");
    expect(filter.querySelectorAll("feOffset")).toHaveLength(2);
    expect([...filter.querySelectorAll("feGaussianBlur")].map((b) => b.getAttribute("stdDeviation"))).toEqual(
      ["15", "3"],
    );
    expect(filter.querySelector("feMorphology")!.getAttribute("operator")).toBe("erode");
    expect([...filter.querySelectorAll("feFlood")].map((f) => f.getAttribute("flood-opacity"))).toEqual([
      "0.25",
      "0.08",
    ]);
    // The first CSS shadow is on top: merged last, just under the shape itself.
    expect([...filter.querySelectorAll("feMergeNode")].map((m) => m.getAttribute("in"))).toEqual([
      "s1s1",
      "s1s0",
      "SourceGraphic",
    ]);
    // The region holds the blur: 30px blur below a 10px offset.
    expect(Number(filter.getAttribute("y")) + Number(filter.getAttribute("height"))).toBeGreaterThanOrEqual(
      20 + 120 + 10 + 45,
    );
    expect(doc.querySelector("#section-card > rect")!.getAttribute("filter")).toBe("url(#s1)");
  });

  it("clips the children and text of an overflow box to its rounded padding box", () => {
    const clipped = doc.querySelector("#section-card > g[clip-path]")!;
    const id = /url\(#(.+)\)/.exec(clipped.getAttribute("clip-path")!)![1];
    expect(doc.getElementById(id)!.querySelector("rect")!.getAttribute("rx")).toBe("16");
    expect(clipped.querySelector("text")!.textContent).toBe("Clipped & <kept>");
    expect(clipped.querySelector("#span")).not.toBeNull();
  });

  it("puts a CSS transform on the element's group as one matrix, its text in one line", () => {
    const rotated = doc.querySelector("#span")!;
    expect(rotated.getAttribute("transform")).toBe("matrix(0.97815 -0.20791 0.20791 0.97815 -2.1 38.4)");
    expect(rotated.querySelectorAll("tspan")).toHaveLength(1);
    expect(rotated.querySelector("tspan")!.textContent).toBe("SALE");
  });

  it("paints background layers bottom first: a tiled url() image under a gradient that fades to transparent", () => {
    const layers = doc.querySelector("#div")!;
    const [tiled, gradient] = [...layers.children];
    expect(tiled.querySelector("rect")!.getAttribute("fill")).toMatch(/^url\(#p\d+\)$/);
    const pattern = doc.querySelector("pattern")!;
    expect([
      pattern.getAttribute("width"),
      pattern.getAttribute("height"),
      pattern.getAttribute("patternUnits"),
    ]).toEqual(["16", "16", "userSpaceOnUse"]);
    expect(pattern.querySelector("image")!.getAttribute("href")).toBe(IMAGE);
    expect(gradient.getAttribute("fill")).toMatch(/^url\(#g\d+\)$/);
    const stops = [...doc.querySelectorAll("linearGradient stop")].map((s) => [
      s.getAttribute("offset"),
      s.getAttribute("stop-color"),
      s.getAttribute("stop-opacity"),
    ]);
    expect(stops).toEqual([
      ["0", "#4f46e5", null],
      ["1", "#0ea5e9", "0"],
    ]);
  });

  it("uses hex colours with opacity attributes, never rgba, and counts text layers", () => {
    expect(svg).not.toMatch(/rgba?\(/);
    expect(countTextLayers(svg)).toBe(2);
  });

  it("clips an element to its clip-path shape, not its box", () => {
    const page: WalkedPage = {
      width: 200,
      height: 100,
      background: "rgb(255, 255, 255)",
      htmlBackground: "rgba(0, 0, 0, 0)",
      body: node({
        tag: "body",
        w: 200,
        h: 100,
        children: [
          node({
            tag: "img",
            id: "a",
            w: 64,
            h: 64,
            bg: "rgb(37, 99, 235)",
            clipShape: { kind: "circle", cx: 32, cy: 32, r: 32 },
          }),
          node({
            tag: "div",
            id: "b",
            x: 100,
            w: 60,
            h: 60,
            bg: "rgb(220, 38, 38)",
            clipShape: {
              kind: "polygon",
              points: [
                [130, 0],
                [160, 60],
                [100, 60],
              ],
            },
          }),
        ],
      }),
    };
    const out = new JSDOM(layersToSvg(page), { contentType: "image/svg+xml" }).window.document;
    const circle = out.querySelector("#img-a")!;
    const clip = out.getElementById(circle.getAttribute("clip-path")!.slice(5, -1))!;
    expect(clip.tagName).toBe("clipPath");
    expect([...clip.children].map((c) => [c.tagName, c.getAttribute("r")])).toEqual([["circle", "32"]]);
    const triangle = out.querySelector("#div-b")!;
    const polygon = out.getElementById(triangle.getAttribute("clip-path")!.slice(5, -1))!.firstElementChild!;
    expect(polygon.getAttribute("points")).toBe("130,0 160,60 100,60");
  });

  it("draws native checkboxes and radios, checked ones in the accent colour", () => {
    const control = (
      id: string,
      type: "checkbox" | "radio",
      checked: boolean,
      accent: string | null = null,
    ) => node({ tag: "input", id, w: 13, h: 13, control: { type, checked, accent } });
    const page: WalkedPage = {
      width: 100,
      height: 20,
      background: "rgb(255, 255, 255)",
      htmlBackground: "rgba(0, 0, 0, 0)",
      body: node({
        tag: "body",
        children: [
          control("off", "checkbox", false),
          control("on", "checkbox", true, "rgb(225, 29, 72)"),
          control("r0", "radio", false),
          control("r1", "radio", true),
        ],
      }),
    };
    const out = new JSDOM(layersToSvg(page), { contentType: "image/svg+xml" }).window.document;
    expect(out.querySelector("#input-off rect")!.getAttribute("stroke")).toBe("#767676");
    expect(out.querySelector("#input-on rect")!.getAttribute("fill")).toBe("#e11d48");
    expect(out.querySelector("#input-on polyline")!.getAttribute("stroke")).toBe("#ffffff");
    expect(out.querySelectorAll("#input-r0 circle")).toHaveLength(1);
    expect([...out.querySelectorAll("#input-r1 circle")].map((c) => c.getAttribute("fill"))).toEqual([
      "#ffffff",
      "#0075ff",
    ]);
  });
});
