/**
 * POST /prototype/get_code: self-contained HTML, a React component, or a zip of the pages. The
 * files are named by the export rule (the caller's `fileName`); a React component's own name
 * inside stays a valid identifier ("PricingPage", else "PrototypePage") whatever the title's script.
 */
import type { CodeExportDto, CodeType } from "@/lib/contracts/prototype";
import type { PrototypePage } from "@/lib/contracts/content/prototype";
import { stripElementIds } from "@/server/html/element-ids";
import { htmlToReact } from "./react-export";

function componentName(title: string | null): string {
  const words = (title ?? "")
    .replace(/[^A-Za-z0-9 ]+/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4);
  const name = words.map((w) => w[0].toUpperCase() + w.slice(1).toLowerCase()).join("");
  return /^[A-Z]/.test(name) ? `${name}Page` : "PrototypePage";
}

export async function exportCode(
  pages: Pick<PrototypePage, "file_name" | "html" | "title">[],
  codeType: CodeType,
  title: string | null,
  fileName: (extension: string) => string,
): Promise<CodeExportDto> {
  if (codeType === "zip" || (codeType !== "react" && pages.length > 1 && codeType !== "html")) {
    // jszip (with pako, ~0.4 MB of source) loads with the first zip, not with the API.
    const { default: JSZip } = await import("jszip");
    const zip = new JSZip();
    for (const page of pages) zip.file(page.file_name, stripElementIds(page.html));
    const content = await zip.generateAsync({ type: "base64", compression: "DEFLATE" });
    return {
      code_type: "zip",
      file_name: fileName("zip"),
      mime: "application/zip",
      encoding: "base64",
      content,
    };
  }
  const page = pages[0];
  if (codeType === "react")
    return {
      code_type: "react",
      file_name: fileName("jsx"),
      mime: "text/jsx",
      encoding: "utf8",
      content: htmlToReact(page.html, componentName(title ?? page.title)),
    };
  return {
    code_type: "html",
    file_name: fileName("html"),
    mime: "text/html",
    encoding: "utf8",
    content: stripElementIds(page.html),
  };
}
