/** The PRD's exports: the markdown as written, and a Word document with the charts as pictures. */
import { parsePrd, plainHeading } from "@/lib/contracts/content/prd";
import { mermaidToPng } from "@/components/mermaid/mermaid-image";
import { downloadFile, fileNameOf } from "../../shared/download";
import { prdToDocx } from "./prd-docx";

function titleOf(markdown: string): string {
  return plainHeading(parsePrd(markdown).title);
}

export function exportPrdMarkdown(markdown: string, fallbackName: string): void {
  downloadFile(markdown, fileNameOf(titleOf(markdown), fallbackName, "md"), "text/markdown;charset=utf-8");
}

export async function exportPrdDocx(markdown: string, fallbackName: string): Promise<void> {
  const title = titleOf(markdown);
  const bytes = await prdToDocx(markdown, mermaidToPng, title);
  downloadFile(
    bytes as BlobPart,
    fileNameOf(title, fallbackName, "docx"),
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  );
}
