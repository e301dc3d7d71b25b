/**
 * Runs once when the Next.js server starts, before it takes requests: loads what the first export
 * would otherwise load under a user's request, stalling every other request meanwhile (the export
 * browser's driver: server/artifacts/shared/export-browser/browser.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { prepareExportBrowser } = await import("@/server/artifacts/shared/export-browser/browser");
  await prepareExportBrowser();
}
