/**
 * A real, minimal PDF with a text layer (one page, Helvetica, one line per entry), written
 * byte by byte with a correct cross-reference table: what a PDF writer produces, without one.
 *
 * `toUnicode` gives the font a ToUnicode map (character code → the text a reader extracts), the
 * way a Chinese PDF's font says which characters its glyphs are — sometimes wrongly, e.g. the
 * Kangxi radical ⼉ for the glyph of 儿.
 */
export function makePdf(
  lines: string[],
  { toUnicode }: { toUnicode?: Record<string, string> } = {},
): Uint8Array {
  const escape = (text: string) => text.replace(/[\\()]/g, (ch) => `\\${ch}`);
  const stream = [
    "BT",
    "/F1 16 Tf",
    "72 720 Td",
    "20 TL",
    ...lines.map((line) => `(${escape(line)}) Tj T*`),
    "ET",
  ].join("\n");
  const utf16 = (text: string) =>
    [...text]
      .flatMap((ch) => {
        const code = ch.codePointAt(0)!;
        if (code < 0x10000) return [code];
        const offset = code - 0x10000;
        return [0xd800 + (offset >> 10), 0xdc00 + (offset & 0x3ff)];
      })
      .map((unit) => unit.toString(16).toUpperCase().padStart(4, "0"))
      .join("");
  const hex = (ch: string) => ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0");
  const map = Object.entries(toUnicode ?? {});
  const cmap = [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<00> <FF>",
    "endcodespacerange",
    `${map.length} beginbfchar`,
    ...map.map(([code, text]) => `<${hex(code)}> <${utf16(text)}>`),
    "endbfchar",
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica${map.length ? " /ToUnicode 6 0 R" : ""} >>`,
    ...(map.length ? [`<< /Length ${cmap.length} >>\nstream\n${cmap}\nendstream`] : []),
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
