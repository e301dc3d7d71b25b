/**
 * Run inside the rendered page before its layers are read (layer-walker.ts), on a page that is
 * thrown away afterwards:
 * - transitions stop, so a transform switched off while reading a rotated element's own layout
 *   takes effect at once instead of animating;
 * - every `::before` / `::after` with content becomes a real element (`<vs-pseudo>`, its
 *   computed style inline, its content as text or image) and the pseudo-element is switched
 *   off, so the walk sees its box and text like any other element;
 * - every element holding text of its own is numbered (`data-vs-t`), so the server can ask the
 *   browser which font files drew it (CSS.getPlatformFontsForNode), and each distinct font gets
 *   an off-screen probe of Latin letters (`<vs-probe>`);
 * - the intrinsic size of every `url()` background image is measured (data: URLs only: the
 *   page has no network).
 * Returns the sizes by URL. Plain JavaScript text, like the walker, so no bundler rewrites it.
 */
export type PreparedPage = {
  imageSizes: Record<string, { w: number; h: number }>;
  /** For each numbered text element, the probe (`data-vs-probe`) of its font. */
  textProbe: number[];
};

export const PAGE_PREPARE = String.raw`(async () => {
  // Run twice when the page's scripts were stopped mid-export (browser.ts): the pseudo-elements
  // are materialised once, the probes made afresh.
  for (const probe of document.querySelectorAll("vs-probe")) probe.remove();
  const first = !document.documentElement.hasAttribute("data-vs-prepared");
  document.documentElement.setAttribute("data-vs-prepared", "");
  const style = document.createElement("style");
  style.textContent = "*, *::before, *::after { transition: none !important; }\n[data-vs-no-before]::before, [data-vs-no-after]::after { content: none !important; }";
  if (first) document.head.appendChild(style);

  // CSS content: strings, attr(name), url(image); quotes and counters have no text of their own here.
  const contentParts = (value, host) => {
    const parts = [];
    const re = /"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|attr\(\s*([\w-]+)\s*\)|url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))\s*\)/g;
    let m;
    while ((m = re.exec(value))) {
      if (m[1] !== undefined || m[2] !== undefined) {
        const raw = m[1] !== undefined ? m[1] : m[2];
        parts.push({ text: raw.replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_, hex) => String.fromCodePoint(parseInt(hex, 16))).replace(/\\(.)/g, "$1") });
      } else if (m[3]) parts.push({ text: host.getAttribute(m[3]) || "" });
      else parts.push({ url: (m[4] || m[5] || m[6] || "").trim() });
    }
    return parts;
  };
  const SKIP = new Set(["content", "quotes", "counter-increment", "counter-reset", "counter-set"]);
  const materialize = (host, which) => {
    const cs = getComputedStyle(host, "::" + which);
    if (!cs || cs.content === "none" || cs.content === "normal" || cs.display === "none") return;
    const parts = contentParts(cs.content, host);
    const el = document.createElement("vs-pseudo");
    const decls = [];
    for (let i = 0; i < cs.length; i++) {
      const prop = cs[i];
      if (!SKIP.has(prop)) decls.push(prop + ":" + cs.getPropertyValue(prop));
    }
    el.style.cssText = decls.join(";");
    for (const part of parts) {
      if (part.url) {
        const img = document.createElement("img");
        img.src = part.url;
        img.alt = "";
        img.style.cssText = "display:inline-block;max-width:100%";
        el.appendChild(img);
      } else if (part.text) el.appendChild(document.createTextNode(part.text));
    }
    el.setAttribute("data-vs-pseudo", which);
    if (which === "before") host.insertBefore(el, host.firstChild);
    else host.appendChild(el);
    host.setAttribute("data-vs-no-" + which, "");
  };
  const hosts = [...document.body.querySelectorAll("*")].filter((el) => !["script", "style", "template", "noscript", "svg", "img", "input", "textarea", "select", "br", "hr", "iframe", "video", "canvas"].includes(el.tagName.toLowerCase()) && !(el.namespaceURI || "").endsWith("svg"));
  hosts.unshift(document.body);
  if (first) {
    for (const host of hosts) {
      materialize(host, "before");
      materialize(host, "after");
    }
  }

  // Numbered in document order: the order DOM.querySelectorAll answers in. Each distinct font
  // gets a probe holding Latin letters only: the font that draws them is the one the browser
  // tried first, which a text's own font list (by glyph count) cannot tell.
  let textCount = 0;
  const probes = new Map();
  const textProbe = [];
  for (const el of [document.body, ...document.body.querySelectorAll("*")]) {
    const field = (el.tagName === "INPUT" || el.tagName === "TEXTAREA") && (el.value || el.placeholder);
    if (!field && ![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
    el.setAttribute("data-vs-t", String(textCount++));
    const cs = getComputedStyle(el);
    const key = cs.fontFamily + "|" + cs.fontWeight + "|" + cs.fontStyle;
    if (!probes.has(key)) {
      const probe = document.createElement("vs-probe");
      probe.setAttribute("data-vs-probe", String(probes.size));
      probe.style.cssText = "position:absolute;left:-10000px;top:0;white-space:nowrap";
      probe.style.fontFamily = cs.fontFamily;
      probe.style.fontWeight = cs.fontWeight;
      probe.style.fontStyle = cs.fontStyle;
      probe.textContent = "Hamburgefonts";
      probes.set(key, probe);
    }
    textProbe.push(Number(probes.get(key).getAttribute("data-vs-probe")));
  }
  for (const probe of probes.values()) document.body.appendChild(probe);

  const urls = new Set();
  for (const el of [document.body, ...document.body.querySelectorAll("*")]) {
    const bg = getComputedStyle(el).backgroundImage;
    if (!bg || bg === "none") continue;
    for (const m of bg.matchAll(/url\(\s*"((?:[^"\\]|\\.)*)"\s*\)/g)) urls.add(m[1].replace(/\\(.)/g, "$1"));
  }
  const imageSizes = {};
  await Promise.all([...urls].map(async (url) => {
    if (!url.startsWith("data:")) return;
    const img = new Image();
    img.src = url;
    try {
      await img.decode();
      imageSizes[url] = { w: img.naturalWidth, h: img.naturalHeight };
    } catch {}
  }));
  await Promise.all([...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))));
  return { imageSizes, textProbe };
})()`;
