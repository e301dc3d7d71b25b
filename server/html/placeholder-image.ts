/**
 * Generated placeholder images (SVG data URIs): a page never loads a picture from another host.
 * Each has the requested aspect, a soft tinted gradient and a simple motif, so a product card or
 * a hero still reads as "photo here" and the layout keeps its proportions.
 */

export type PlaceholderOptions = {
  width?: number;
  height?: number;
  /** A hex colour the placeholder is tinted with (the page's primary colour). */
  tint?: string;
  /** Short label drawn in the middle (e.g. the alt text's first words); none when empty. */
  label?: string;
  /** avatar: a round head-and-shoulders; photo: hills and a sun; default photo. */
  motif?: "photo" | "avatar";
};

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

function normalizeHex(value: string | undefined, fallback: string): string {
  const m = value?.trim().match(HEX);
  if (!m) return fallback;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  return `#${hex.toLowerCase()}`;
}

/** Mixes a hex colour with white (amount 0..1 of white). */
export function lighten(hex: string, amount: number): string {
  const n = parseInt(normalizeHex(hex, "#6366f1").slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

export function placeholderSvg(options: PlaceholderOptions = {}): string {
  const width = Math.max(8, Math.min(4000, Math.round(options.width ?? 800)));
  const height = Math.max(8, Math.min(4000, Math.round(options.height ?? 600)));
  const tint = normalizeHex(options.tint, "#6366f1");
  const light = lighten(tint, 0.86);
  const mid = lighten(tint, 0.62);
  const strong = lighten(tint, 0.35);
  const s = Math.min(width, height);
  let motif: string;
  if (options.motif === "avatar") {
    motif = `<circle cx="${width / 2}" cy="${height * 0.4}" r="${s * 0.2}" fill="${strong}"/><ellipse cx="${width / 2}" cy="${height * 0.98}" rx="${s * 0.36}" ry="${s * 0.3}" fill="${strong}"/>`;
  } else {
    motif =
      `<circle cx="${width * 0.72}" cy="${height * 0.32}" r="${s * 0.09}" fill="${mid}"/>` +
      `<path d="M0 ${height * 0.78} L${width * 0.28} ${height * 0.5} L${width * 0.5} ${height * 0.7} L${width * 0.68} ${height * 0.56} L${width} ${height * 0.8} V${height} H0Z" fill="${mid}"/>` +
      `<path d="M0 ${height * 0.88} L${width * 0.35} ${height * 0.66} L${width * 0.62} ${height * 0.84} L${width} ${height * 0.72} V${height} H0Z" fill="${strong}" fill-opacity="0.55"/>`;
  }
  const label = options.label?.trim()
    ? `<text x="50%" y="${options.motif === "avatar" ? 12 : 50}%" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${Math.max(10, Math.round(s / 14))}" fill="${lighten(tint, 0.1)}" fill-opacity="0.7">${escapeXml(options.label.trim().slice(0, 40))}</text>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${lighten(tint, 0.74)}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${motif}${label}</svg>`;
}

export function placeholderDataUri(options: PlaceholderOptions = {}): string {
  // Parentheses encoded too: the URI may sit inside a CSS url(...).
  return `data:image/svg+xml,${encodeURIComponent(placeholderSvg(options)).replace(/\(/g, "%28").replace(/\)/g, "%29")}`;
}

/** Reads a size hint from an external image URL (unsplash `w=`/`h=`, picsum `/800/600`, `800x600`). */
export function sizeHintFromUrl(url: string): { width?: number; height?: number } {
  const pair = url.match(/(\d{2,4})[x×/](\d{2,4})(?!\d)/);
  if (pair) return { width: Number(pair[1]), height: Number(pair[2]) };
  const w = url.match(/[?&](?:w|width)=(\d{2,4})/)?.[1];
  const h = url.match(/[?&](?:h|height)=(\d{2,4})/)?.[1];
  return { width: w ? Number(w) : undefined, height: h ? Number(h) : undefined };
}
