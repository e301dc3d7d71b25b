/**
 * The round trips' settings and the pixel-difference limits they judge renderings by (share of
 * pixels that differ, anti-aliasing excluded). What is left at these limits is text rasterised
 * by another engine (hinting, synthetic bold of CJK fonts); a lost space between words, a shadow
 * that vanishes or a line that escapes its box costs several times more.
 */
import path from "node:path";

/** LibreOffice's own profile for these runs (kept between runs: its first start is slow). */
export const LIBREOFFICE_PROFILE = path.resolve(".data/exports-libreoffice");
/** What a Word page (A4, 1" margins) prints on, in inches. */
export const WORD_PRINTABLE_INCHES = { width: 8.27 - 2, height: 11.69 - 2 };
/** LibreOffice's CSV writer: comma, double quotes, UTF-8, from the first line. */
export const CSV_FILTER = "csv:Text - txt - csv (StarCalc):44,34,76,1";

/**
 * Flowchart SVG vs the app's PNG of it. librsvg draws mermaid's text like Chromium (0.04–0.1 %;
 * without xml:space it loses the spaces between words: 0.6 %); resvg too, now that the boxes'
 * shadows are SVG filters (with mermaid's CSS drop-shadow() it left them out: 0.8–1 %).
 */
export const FLOWCHART_MAX_DIFF = { rsvg: 0.3, resvg: 0.3 };
/** Design-tool SVG drawn by librsvg / resvg vs the server's PNG of the page. */
export const DESIGN_MAX_DIFF = 2;
/**
 * The same inside one small region (a round avatar, a checkbox, a bar): its edges are most of
 * it, so anti-aliasing counts more; a square avatar (its corners), a missing checkbox or a bar
 * drawn elsewhere costs far more.
 */
export const DESIGN_REGION_MAX_DIFF = 10;
/** The HTML export in Chromium vs the server's PNG of the page (same engine: near identical). */
export const HTML_MAX_DIFF = 0.1;
/** The React export mounted in a page vs the server's PNG of the original page. */
export const REACT_MAX_DIFF = 1;
