/** The PRD's exports: the markdown as written, and a Word document with the charts as pictures. */
import { parsePrd, plainHeading } from "@/lib/contracts/content/prd";
import { mermaidToPng } from "@/components/mermaid/mermaid-image";
import { downloadFile } from "../../shared/download";
import { prdToDocx } from "./prd-docx";

/** The PRD's own title (its first heading), what its exports are named after. */
export function prdTitle(markdown: string): string {
  return plainHeading(parsePrd(markdown).title);
}

/** `fileName(title, extension)` names the file (the export rule). */
type Namer = (title: string, extension: string) => string;

export function exportPrdMarkdown(markdown: string, fileName: Namer): void {
  downloadFile(markdown, fileName(prdTitle(markdown), "md"), "text/markdown;charset=utf-8");
}

export async function exportPrdDocx(markdown: string, fileName: Namer): Promise<void> {
  const title = prdTitle(markdown);
  const bytes = await prdToDocx(markdown, mermaidToPng, title);
  downloadFile(
    bytes as BlobPart,
    fileName(title, "docx"),
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  );
}
