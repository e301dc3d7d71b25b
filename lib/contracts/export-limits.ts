/**
 * Bounds on server-side prototype exports (save as image, export to design tools), which render
 * the page in headless Chromium (DESIGN.md §6). The figures the messages name live here.
 */
export const EXPORT_LIMITS = {
  /** Pages rendering at once on the server, all users together; more wait their turn. */
  pages: 3,
  /** Exports one user may have running or waiting at once (one renders at a time); more are answered "busy". */
  perUser: 2,
  /** Exports waiting for a page, all users together; more are answered "busy". */
  maxWaiting: 24,
  /** After this, the page's scripts are stopped and what is rendered is exported. */
  scriptSeconds: 5,
  /** After this, the page is closed and the export fails. */
  deadlineSeconds: 30,
  /** Largest result (PNG or SVG) one export may produce. */
  maxResultMb: 16,
} as const;
