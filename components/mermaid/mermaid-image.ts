/**
 * A rendered chart as a file: the SVG as mermaid drew it (labels are SVG text, shadows SVG filters,
 * so it opens anywhere alike), or a PNG drawn from it on a canvas at twice its size on white.
 */
import { renderMermaid } from "./mermaid-runtime";
import { shadowsAsFilters } from "./svg-shadows";

export type PngImage = { data: Uint8Array; width: number; height: number };

/** The SVG with explicit pixel size (from its viewBox), standalone (XML declaration, namespace). */
export function standaloneSvg(svg: string): { svg: string; width: number; height: number } {
  const viewBox = /viewBox="([-\d.\s]+)"/.exec(svg)?.[1].trim().split(/\s+/).map(Number);
  const width = Math.max(1, Math.ceil(viewBox?.[2] ?? 800));
  const height = Math.max(1, Math.ceil(viewBox?.[3] ?? 600));
  let out = svg.replace(/<svg\b([^>]*)>/, (_m, attrs: string) => {
    const cleaned = attrs.replace(/\s(width|height)="[^"]*"/g, "").replace(/max-width:\s*[\d.]+px;?/g, "");
    return `<svg${cleaned} width="${width}" height="${height}">`;
  });
  if (!/xmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(out))
    out = out.replace("<svg", '<svg xmlns="http://www.w3.org/2000/svg"');
  // Mermaid writes each word of a label as a <tspan> that starts with its space; XML readers
  // (librsvg, Inkscape, design tools) drop that space unless whitespace is preserved.
  if (!/\sxml:space=/.test(out.slice(0, out.indexOf(">"))))
    out = out.replace("<svg", '<svg xml:space="preserve"');
  // Shadows as SVG filters, not CSS: resvg and design tools draw them too.
  return { svg: `<?xml version="1.0" encoding="UTF-8"?>\n${shadowsAsFilters(out)}`, width, height };
}

export async function svgToPng(svg: string, scale = 2): Promise<PngImage> {
  const { svg: sized, width, height } = standaloneSvg(svg);
  const url = URL.createObjectURL(new Blob([sized], { type: "image/svg+xml;charset=utf-8" }));
  try {
    const image = new Image();
    image.decoding = "async";
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("png"))), "image/png"),
    );
    return { data: new Uint8Array(await blob.arrayBuffer()), width, height };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A chart's source as a PNG (null when it does not draw). */
export async function mermaidToPng(source: string): Promise<PngImage | null> {
  const result = await renderMermaid(source);
  return result.ok ? svgToPng(result.svg) : null;
}
