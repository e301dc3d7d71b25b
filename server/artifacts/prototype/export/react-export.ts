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

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const RENAMED: Record<string, string> = {
  class: "className", for: "htmlFor", tabindex: "tabIndex", readonly: "readOnly", maxlength: "maxLength", minlength: "minLength",
  colspan: "colSpan", rowspan: "rowSpan", autocomplete: "autoComplete", autofocus: "autoFocus", crossorigin: "crossOrigin",
  srcset: "srcSet", enctype: "encType", contenteditable: "contentEditable", spellcheck: "spellCheck", cellpadding: "cellPadding",
  cellspacing: "cellSpacing", frameborder: "frameBorder", allowfullscreen: "allowFullScreen", novalidate: "noValidate",
  inputmode: "inputMode", usemap: "useMap", "xlink:href": "xlinkHref", "xmlns:xlink": "xmlnsXlink", "xml:space": "xmlSpace",
  viewbox: "viewBox", preserveaspectratio: "preserveAspectRatio", gradientunits: "gradientUnits", gradienttransform: "gradientTransform",
  accesskey: "accessKey", datetime: "dateTime", hreflang: "hrefLang", referrerpolicy: "referrerPolicy", playsinline: "playsInline",
};
const EVENT = /^on[a-z]+$/;
const BOOLEAN = new Set(["required", "checked", "disabled", "readonly", "hidden", "selected", "multiple", "autofocus", "novalidate", "open", "allowfullscreen", "playsinline", "muted", "controls", "loop", "autoplay", "defer", "async", "reversed", "inert"]);
const EVENT_NAMES: Record<string, string> = { onclick: "onClick", onchange: "onChange", oninput: "onInput", onsubmit: "onSubmit", onkeydown: "onKeyDown", onkeyup: "onKeyUp", onmouseover: "onMouseOver", onmouseout: "onMouseOut", onmouseenter: "onMouseEnter", onmouseleave: "onMouseLeave", onfocus: "onFocus", onblur: "onBlur", ondblclick: "onDoubleClick" };

function camel(name: string): string {
  return name.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase());
}

function styleObject(css: string): string {
  const entries = css
    .split(";")
    .map((decl) => decl.trim())
    .filter(Boolean)
    .map((decl) => {
      const at = decl.indexOf(":");
      if (at < 0) return null;
      const prop = decl.slice(0, at).trim();
      const value = decl.slice(at + 1).trim();
      const key = prop.startsWith("--") ? JSON.stringify(prop) : camel(prop.toLowerCase().replace(/^-ms-/, "ms-"));
      return `${key}: ${JSON.stringify(value)}`;
    })
    .filter(Boolean);
  return `{{ ${entries.join(", ")} }}`;
}

function attributes(el: HTMLElement): string {
  const out: string[] = [];
  const tag = el.rawTagName.toLowerCase();
  for (const [rawName, value] of Object.entries(el.rawAttributes)) {
    const lower = rawName.toLowerCase();
    if (lower === "style") {
      out.push(`style=${styleObject(value)}`);
      continue;
    }
    if (EVENT.test(lower)) {
      const name = EVENT_NAMES[lower] ?? `on${lower.slice(2, 3).toUpperCase()}${lower.slice(3)}`;
      out.push(`${name}={(event) => runInline(${JSON.stringify(value)}, event)}`);
      continue;
    }
    let name = RENAMED[lower] ?? (lower.startsWith("data-") || lower.startsWith("aria-") ? lower : rawName.includes("-") || rawName.includes(":") ? camel(rawName) : rawName);
    if ((tag === "input" || tag === "textarea" || tag === "select") && lower === "value") name = "defaultValue";
    if (tag === "input" && lower === "checked") name = "defaultChecked";
    if (tag === "option" && lower === "selected") continue;
    if (value === null || value === undefined || (value === "" && BOOLEAN.has(lower))) {
      if (name !== "className") out.push(name);
      continue;
    }
    out.push(`${name}=${JSON.stringify(value)}`);
  }
  return out.length ? ` ${out.join(" ")}` : "";
}

function text(value: string): string {
  if (!value.trim()) return /\n/.test(value) ? "" : '{" "}';
  if (/[{}<>]/.test(value) || /^\s|\s$/.test(value)) return `{${JSON.stringify(value.replace(/\s+/g, " "))}}`;
  return value.replace(/\s+/g, " ");
}

type Collected = { css: string[]; scripts: string[] };

function jsx(node: Node, collected: Collected): string {
  if (node.nodeType === NodeType.TEXT_NODE) return text(node.rawText);
  if (node.nodeType === NodeType.COMMENT_NODE) return "";
  const el = node as HTMLElement;
  const tag = el.rawTagName?.toLowerCase();
  if (!tag) return el.childNodes.map((c) => jsx(c, collected)).join("");
  if (tag === "script") {
    if (!el.getAttribute("src")) collected.scripts.push(el.rawText);
    return "";
  }
  if (tag === "style") {
    collected.css.push(el.rawText);
    return "";
  }
  if (tag === "textarea") return `<textarea${attributes(el)} defaultValue={${JSON.stringify(el.rawText)}} />`;
  const open = `<${el.rawTagName}${attributes(el)}`;
  if (VOID.has(tag)) return `${open} />`;
  const inner = el.childNodes.map((c) => jsx(c, collected)).join("");
  return inner ? `${open}>${inner}</${el.rawTagName}>` : `${open} />`;
}

export function htmlToReact(html: string, componentName = "Prototype"): string {
  const root = parseHtml(stripElementIds(html));
  const collected: Collected = { css: [], scripts: [] };
  for (const style of allByTag(root, "style", "head")) if (!/text\/tailwindcss/i.test(style.getAttribute("type") ?? "")) collected.css.push(style.rawText);
  for (const script of allByTag(root, "script", "head")) if (!script.getAttribute("src")) collected.scripts.push(script.rawText);
  const body = firstByTag(root, "body");
  const bodyClass = body?.getAttribute("class");
  const content = body ? body.childNodes.map((c) => jsx(c, collected)).join("") : "";
  const name = /^[A-Z][A-Za-z0-9]*$/.test(componentName) ? componentName : "Prototype";
  return `import { useEffect } from "react";

/** Generated from a Vibe Studio prototype. The page's CSS is compiled Tailwind; its scripts run once after mount. */
const PAGE_CSS = ${JSON.stringify(collected.css.join("\n"))};
const PAGE_SCRIPT = ${JSON.stringify(collected.scripts.join("\n;\n"))};

function runInline(code, event) {
  return new Function("event", code).call(event.currentTarget, event.nativeEvent);
}

export default function ${name}() {
  useEffect(() => {
    if (!PAGE_SCRIPT.trim()) return undefined;
    const script = document.createElement("script");
    script.textContent = PAGE_SCRIPT;
    document.body.appendChild(script);
    return () => script.remove();
  }, []);
  return (
    <div${bodyClass ? ` className=${JSON.stringify(bodyClass)}` : ""}>
      <style dangerouslySetInnerHTML={{ __html: PAGE_CSS }} />
      ${content}
    </div>
  );
}
`;
}
