/**
 * Run inside a rendered page before it is pictured whole (save as image, the design-tool SVG):
 * an element fixed to the bottom of the screen (a tab bar, a checkout bar) is moved to the bottom
 * of the page. A full-page picture shows the page as one tall screen, where such a bar belongs
 * at the end — as the in-page capture (html-to-image) draws it — not where the first screen of
 * a phone ended, over the content. Moved with `translate`, which both the screenshot and the
 * layer walker read, so the PNG and the SVG agree. Plain JavaScript text (no bundler rewrites it).
 */
export const FIXED_TO_PAGE = String.raw`(() => {
  const extra = document.documentElement.scrollHeight - innerHeight;
  if (extra <= 0) return 0;
  // getComputedStyle answers the used top of a positioned element ("780px"); the typed OM keeps
  // the computed keyword, which says which edge the element is fixed to.
  const keyword = (el, prop) => {
    try { return String(el.computedStyleMap().get(prop)); } catch { return ""; }
  };
  let moved = 0;
  for (const el of document.body ? document.body.querySelectorAll("*") : []) {
    const cs = getComputedStyle(el);
    if (cs.position !== "fixed" || keyword(el, "top") !== "auto" || keyword(el, "bottom") === "auto") continue;
    // Inside another fixed element it moves with that one.
    if (el.parentElement && el.parentElement.closest("[data-vs-fixed-moved]")) continue;
    const [tx = "0px", ty = "0px", tz] = cs.translate === "none" ? [] : cs.translate.split(/\s+/);
    const y = ty.endsWith("%") ? (parseFloat(ty) / 100) * el.getBoundingClientRect().height : parseFloat(ty) || 0;
    el.style.setProperty("translate", tx + " " + (y + extra) + "px" + (tz ? " " + tz : ""), "important");
    el.setAttribute("data-vs-fixed-moved", "");
    moved++;
  }
  return moved;
})()`;
