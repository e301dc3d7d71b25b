/**
 * The Office type of a zip judged by its parts' names, read from the central directory alone
 * (nothing is inflated): for files whose signature detection gives up — a workbook written by a
 * streaming writer puts `[Content_Types].xml` after megabytes of sheet data. The number of
 * names read is bounded; a file with more parts is refused later by the reader.
 */
import yauzl from "yauzl";
import { TEXT_LIMITS } from "@/lib/contracts/uploads";

const MAIN_PARTS: [string, string][] = [
  ["word/document.xml", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ["xl/workbook.xml", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  ["ppt/presentation.xml", "application/vnd.openxmlformats-officedocument.presentationml.presentation"],
];

export function officeTypeOfZip(bytes: Uint8Array): Promise<string | null> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new Promise((resolve) => {
    yauzl.fromBuffer(
      buffer,
      {
        lazyEntries: true,
        autoClose: true,
        decodeStrings: true,
        validateEntrySizes: false,
        strictFileNames: false,
      },
      (error, zip) => {
        if (error || !zip) return resolve(null);
        const names = new Set<string>();
        let seen = 0;
        const decide = () => {
          zip.close();
          const main = names.has("[Content_Types].xml")
            ? MAIN_PARTS.find(([part]) => names.has(part))
            : undefined;
          resolve(main?.[1] ?? null);
        };
        zip.on("entry", (entry: yauzl.Entry) => {
          names.add(entry.fileName.replace(/^\/+/, ""));
          seen += 1;
          if (seen >= TEXT_LIMITS.maxEntries) return decide();
          zip.readEntry();
        });
        zip.on("end", decide);
        zip.on("error", () => resolve(null));
        zip.readEntry();
      },
    );
  });
}
