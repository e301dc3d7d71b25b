/** PDF text (server/files/extraction/pdf-text.mjs, run by the extraction worker) from a PDF written in the test. */
import { pdfText } from "@/server/files/extraction/pdf-text.mjs";
import { makePdf } from "../../helpers/make-pdf";

it("reads each line of the text layer, stopping at the character cap", async () => {
  const bytes = makePdf(["Quarterly roadmap review", "Ship the space (search, import)"]);
  expect(await pdfText(bytes, 10_000)).toBe("Quarterly roadmap review\nShip the space (search, import)");
  expect(await pdfText(bytes, 9)).toBe("Quarterly");
});

it("throws on a file that is not a readable PDF", async () => {
  await expect(pdfText(new TextEncoder().encode("%PDF-1.4\n%%EOF"), 100)).rejects.toThrow();
});
