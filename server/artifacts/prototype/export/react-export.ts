/**
 * A page as a React component (POST /prototype/get_code, code_type "react"): the body as JSX
 * (class → className, style strings → objects, void tags self-closed, SVG attributes
 * camel-cased, form values as defaults), the page's CSS in a style tag and its inline scripts
 * run once after mount. The result compiles with esbuild's JSX loader.
 */
import type { HTMLElement, Node } from "node-html-parser";
import { NodeType } from "node-html-parser";
import { allByTag, firstByTag, parseHtml } from "@/server/html/parse-html";
import { stripElementIds } from "@/server/html/element-ids";
import { PAGE_RUNTIME } from "./react-page-runtime";

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
const RENAMED: Record<string, string> = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  readonly: "readOnly",
  maxlength: "maxLength",
  minlength: "minLength",
  colspan: "colSpan",
  rowspan: "rowSpan",
  autocomplete: "autoComplete",
  autofocus: "autoFocus",
  crossorigin: "crossOrigin",
  srcset: "srcSet",
  enctype: "encType",
  contenteditable: "contentEditable",
  spellcheck: "spellCheck",
  cellpadding: "cellPadding",
  cellspacing: "cellSpacing",
  frameborder: "frameBorder",
  allowfullscreen: "allowFullScreen",
  novalidate: "noValidate",
  inputmode: "inputMode",
  usemap: "useMap",
  "xlink:href": "xlinkHref",
  "xmlns:xlink": "xmlnsXlink",
  "xml:space": "xmlSpace",
  viewbox: "viewBox",
  preserveaspectratio: "preserveAspectRatio",
  gradientunits: "gradientUnits",
  gradienttransform: "gradientTransform",
  accesskey: "accessKey",
  datetime: "dateTime",
  hreflang: "hrefLang",
  referrerpolicy: "referrerPolicy",
  playsinline: "playsInline",
};
/** Attributes React types as numbers (`tabIndex={0}`, not `tabIndex="0"`). */
const NUMERIC = new Set([
  "tabIndex",
  "minLength",
  "maxLength",
  "colSpan",
  "rowSpan",
  "rows",
  "cols",
  "size",
  "span",
  "start",
  "high",
  "low",
  "optimum",
]);
const EVENT = /^on[a-z]+$/;
const BOOLEAN = new Set([
  "required",
  "checked",
  "disabled",
  "readonly",
  "hidden",
  "selected",
  "multiple",
  "autofocus",
  "novalidate",
  "open",
  "allowfullscreen",
  "playsinline",
  "muted",
  "controls",
  "loop",
  "autoplay",
  "defer",
  "async",
  "reversed",
  "inert",
]);
const EVENT_NAMES: Record<string, string> = {
  onclick: "onClick",
  onchange: "onChange",
  oninput: "onInput",
  onsubmit: "onSubmit",
  onkeydown: "onKeyDown",
  onkeyup: "onKeyUp",
  onmouseover: "onMouseOver",
  onmouseout: "onMouseOut",
  onmouseenter: "onMouseEnter",
  onmouseleave: "onMouseLeave",
  onfocus: "onFocus",
  onblur: "onBlur",
  ondblclick: "onDoubleClick",
};

function camel(name: string): string {
  return name.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** A style attribute's declarations: split at `;` outside parentheses and quotes (`url(data:…;base64,…)`). */
function declarations(css: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const ch = css[i];
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    else if (ch === ";" && depth === 0) {
      out.push(css.slice(start, i));
      start = i + 1;
    }
  }
  out.push(css.slice(start));
  return out.map((decl) => decl.trim()).filter(Boolean);
}

function styleObject(css: string): string {
  const entries = declarations(css)
    .map((decl) => {
      const at = decl.indexOf(":");
      if (at < 0) return null;
      const prop = decl.slice(0, at).trim();
      const value = decl.slice(at + 1).trim();
      const key = prop.startsWith("--")
        ? JSON.stringify(prop)
        : camel(prop.toLowerCase().replace(/^-ms-/, "ms-"));
      return `${key}: ${JSON.stringify(value)}`;
    })
    .filter(Boolean);
  // Custom properties (`--gap`) are not in React's CSSProperties: the cast keeps strict tsc quiet.
  const literal = `{ ${entries.join(", ")} }`;
  return entries.some((e) => e!.startsWith('"--'))
    ? `{/** @type {import("react").CSSProperties} */ (${literal})}`
    : `{${literal}}`;
}

/** A JSX attribute value: a plain string when JSX reads it back unchanged, else an expression. */
function attributeValue(value: string): string {
  return /^[^"\\{}<>&\r\n]*$/.test(value) ? `"${value}"` : `{${JSON.stringify(value)}}`;
}

function attributes(el: HTMLElement): string {
  const out: string[] = [];
  const tag = el.rawTagName.toLowerCase();
  // rawAttributes keeps the names as written and null for a bare attribute; attributes has the
  // values with their character references decoded.
  const decoded = el.attributes;
  for (const [rawName, raw] of Object.entries(el.rawAttributes)) {
    const lower = rawName.toLowerCase();
    const value = raw === null || raw === undefined ? raw : (decoded[rawName] ?? raw);
    if (lower === "style") {
      out.push(`style=${styleObject(value)}`);
      continue;
    }
    if (EVENT.test(lower)) {
      const name = EVENT_NAMES[lower] ?? `on${lower.slice(2, 3).toUpperCase()}${lower.slice(3)}`;
      out.push(`${name}={(event) => runInline(root, ${JSON.stringify(value)}, event)}`);
      continue;
    }
    let name =
      RENAMED[lower] ??
      (lower.startsWith("data-") || lower.startsWith("aria-")
        ? lower
        : rawName.includes("-") || rawName.includes(":")
          ? camel(rawName)
          : rawName);
    if ((tag === "input" || tag === "textarea" || tag === "select") && lower === "value")
      name = "defaultValue";
    if (tag === "input" && lower === "checked") name = "defaultChecked";
    if (tag === "option" && lower === "selected") continue;
    if (value === null || value === undefined || (value === "" && BOOLEAN.has(lower))) {
      if (name !== "className") out.push(name);
      continue;
    }
    out.push(
      `${name}=${NUMERIC.has(name) && /^-?\d+(\.\d+)?$/.test(value.trim()) ? `{${Number(value)}}` : attributeValue(value)}`,
    );
  }
  return out.length ? ` ${out.join(" ")}` : "";
}

/** A text node (its character references decoded) as JSX children. */
function text(value: string): string {
  if (!value.trim()) return /\n/.test(value) ? "" : '{" "}';
  const collapsed = value.replace(/\s+/g, " ");
  if (/[{}<>&]/.test(value) || /^\s|\s$/.test(value)) return `{${JSON.stringify(collapsed)}}`;
  return collapsed;
}

/** An inline classic script (not an external one, not JSON or a template). */
function isPageScript(el: HTMLElement): boolean {
  const type = (el.getAttribute("type") ?? "").trim().toLowerCase();
  return (
    !el.getAttribute("src") &&
    (type === "" || type === "text/javascript" || type === "application/javascript")
  );
}

/** What a document holds outside its content: read for the CSS and scripts, never rendered. */
const NOT_CONTENT = new Set(["script", "style", "head", "title", "meta", "link", "base", "noscript"]);

function jsx(node: Node): string {
  if (node.nodeType === NodeType.TEXT_NODE) return text(node.text);
  if (node.nodeType === NodeType.COMMENT_NODE) return "";
  const el = node as HTMLElement;
  const tag = el.rawTagName?.toLowerCase();
  if (!tag) return el.childNodes.map((c) => jsx(c)).join("");
  if (NOT_CONTENT.has(tag)) return "";
  // A document without a <body> tag (a fragment, or one the parser kept whole): its content.
  if (tag === "html" || tag === "body") return el.childNodes.map((c) => jsx(c)).join("");
  if (tag === "textarea") return `<textarea${attributes(el)} defaultValue={${JSON.stringify(el.text)}} />`;
  const open = `<${el.rawTagName}${attributes(el)}`;
  if (VOID.has(tag)) return `${open} />`;
  const inner = el.childNodes.map((c) => jsx(c)).join("");
  return inner ? `${open}>${inner}</${el.rawTagName}>` : `${open} />`;
}

export function htmlToReact(html: string, componentName = "Prototype"): string {
  const root = parseHtml(stripElementIds(html));
  // Every style block and inline script of the page, wherever it stands (the head, the body, a
  // fragment without either, after </body>): the browser applies and runs them all.
  const css = allByTag(root, "style")
    .filter((style) => !/text\/tailwindcss/i.test(style.getAttribute("type") ?? ""))
    .map((style) => {
      const media = style.getAttribute("media")?.trim();
      return media && media !== "all" ? `@media ${media} {\n${style.rawText}\n}` : style.rawText;
    });
  const scripts = allByTag(root, "script")
    .filter(isPageScript)
    .map((script) => script.rawText);
  const body = firstByTag(root, "body");
  const bodyClass = body?.getAttribute("class");
  // (The parser keeps a fragment's doctype as text.)
  const content = (body ?? root).childNodes
    .filter((c) => !(c.nodeType === NodeType.TEXT_NODE && /^\s*<!doctype[^>]*>\s*$/i.test(c.rawText)))
    .map((c) => jsx(c))
    .join("");
  const name = /^[A-Z][A-Za-z0-9]*$/.test(componentName) ? componentName : "Prototype";
  return `import { useEffect, useRef } from "react";

/** Generated from a Vibe Studio prototype: the page's own CSS (its style blocks, Tailwind compiled); its scripts run once after mount. */
const PAGE_CSS = ${JSON.stringify(css.join("\n"))};
const PAGE_SCRIPT = ${JSON.stringify(scripts.join("\n;\n"))};

${PAGE_RUNTIME}

export default function ${name}() {
  const root = useRef(/** @type {HTMLDivElement | null} */ (null));
  useEffect(() => {
    if (root.current) startPage(root.current);
  }, []);
  return (
    <div ref={root}${bodyClass ? ` className=${attributeValue(bodyClass)}` : ""}>
      <style dangerouslySetInnerHTML={{ __html: PAGE_CSS }} />
      ${content}
    </div>
  );
}
`;
}
