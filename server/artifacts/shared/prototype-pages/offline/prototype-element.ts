/**
 * Offline writer `prototype_element` (AI Modify of one element): applies what the instruction
 * asks to the element it was given — new text (quoted, or "to …"/"改成…"), a colour, bigger or
 * smaller, bolder, rounder, a shadow — and answers with that element only.
 */
import type { OfflineWriter } from "../../../../ai/offline/types";
import { parseHtml, startTagRange } from "@/server/html/parse-html";
import type { HTMLElement } from "node-html-parser";

const COLOR_CLASSES: [RegExp, string][] = [
  [/red|红/i, "rose"],
  [/green|绿/i, "emerald"],
  [/blue|蓝/i, "blue"],
  [/orange|橙/i, "orange"],
  [/purple|violet|紫/i, "violet"],
  [/pink|粉/i, "pink"],
  [/black|dark|黑|深色/i, "gray"],
  [/teal|青/i, "teal"],
];

function newText(instruction: string): string | null {
  const quoted = instruction.match(/[「『“"']([^」』”"']{1,80})[」』”"']/)?.[1];
  if (quoted) return quoted;
  const en = instruction.match(/\b(?:to|say|says|read|reads)\s+([^.,;!?]{1,60})$/i)?.[1];
  if (en && !/^(be |make |look )/i.test(en)) return en.trim();
  return instruction.match(/(?:改成|改为|换成|变成|显示为)\s*([^，。！？,.!?]{1,40})/)?.[1]?.trim() ?? null;
}

function withClasses(classes: string, instruction: string): string {
  let list = classes.split(/\s+/).filter(Boolean);
  const color = COLOR_CLASSES.find(([re]) => re.test(instruction))?.[1];
  if (color) {
    const hadBg = list.some((c) => /^bg-/.test(c) && !/^bg-(transparent|none)/.test(c));
    list = list.filter(
      (c) =>
        !/^(bg|text)-(primary|accent|[a-z]+-\d{2,3}|white|black|ink|surface|soft|canvas|on-primary)$/.test(
          c,
        ) && !/^hover:bg-/.test(c),
    );
    list.push(
      ...(hadBg || /button|btn/.test(classes)
        ? [`bg-${color}-${color === "gray" ? 900 : 600}`, "text-white", `hover:bg-${color}-700`]
        : [`text-${color}-700`]),
    );
  }
  if (/bigger|larger|big|增大|放大|大一点|更大/i.test(instruction)) {
    list = list.filter((c) => !/^(px|py|text)-(xs|sm|base|\d(\.5)?)$/.test(c));
    list.push("px-6", "py-3", "text-lg");
  }
  if (/smaller|小一点|缩小|更小/i.test(instruction)) {
    list = list.filter((c) => !/^(px|py|text)-(lg|xl|base|\d(\.5)?)$/.test(c));
    list.push("px-3", "py-1.5", "text-sm");
  }
  if (/bold|加粗|粗体/i.test(instruction))
    list = [...list.filter((c) => !/^font-(normal|medium|semibold)$/.test(c)), "font-bold"];
  if (/round|pill|圆角|圆形/i.test(instruction))
    list = [...list.filter((c) => !/^rounded/.test(c)), "rounded-full"];
  if (/shadow|阴影|立体/i.test(instruction)) list = [...list.filter((c) => !/^shadow/.test(c)), "shadow-lg"];
  if (list.join(" ") === classes.trim() || !list.length)
    list.push("shadow-lg", "ring-2", "ring-primary", "ring-offset-2");
  return [...new Set(list)].join(" ");
}

/** The element's main text node: the longest one (a label inside an icon button stays put). */
function mainTextNode(el: HTMLElement): { start: number; end: number } | null {
  let best: { start: number; end: number; length: number } | null = null;
  const walk = (node: HTMLElement) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3 && child.rawText.trim()) {
        const length = child.rawText.trim().length;
        if (!best || length > best.length) best = { start: child.range[0], end: child.range[1], length };
      } else if (child.nodeType === 1 && (child as HTMLElement).rawTagName?.toLowerCase() !== "svg")
        walk(child as HTMLElement);
    }
  };
  walk(el);
  return best;
}

export function modifyElement(element: string, instruction: string): string {
  const source = element.trim();
  const root = parseHtml(source);
  const el = root.childNodes.find((n) => n.nodeType === 1) as HTMLElement | undefined;
  if (!el) return source;
  let out = source;
  const text = newText(instruction);
  const node = text ? mainTextNode(el) : null;
  if (text && node) {
    const raw = source.slice(node.start, node.end);
    const lead = raw.match(/^\s*/)?.[0] ?? "";
    const trail = raw.match(/\s*$/)?.[0] ?? "";
    out = source.slice(0, node.start) + lead + text.replace(/[<>&]/g, "") + trail + source.slice(node.end);
  }
  const styleOnly =
    !text ||
    /colou?r|bigger|smaller|bold|round|shadow|颜色|红|绿|蓝|大|小|粗|圆|阴影/i.test(
      instruction.replace(text ?? "", ""),
    );
  if (styleOnly) {
    const range = startTagRange(out, parseHtml(out).childNodes.find((n) => n.nodeType === 1) as HTMLElement);
    if (range) {
      const tag = out.slice(range[0], range[1]);
      const current = tag.match(/\sclass\s*=\s*"([^"]*)"/)?.[1] ?? "";
      const next = withClasses(current, instruction);
      const newTag = /\sclass\s*=\s*"/.test(tag)
        ? tag.replace(/(\sclass\s*=\s*")[^"]*"/, `$1${next}"`)
        : tag.replace(/^<([\w-]+)/, `<$1 class="${next}"`);
      out = out.slice(0, range[0]) + newTag + out.slice(range[1]);
    }
  }
  return out;
}

export const prototypeElement: OfflineWriter = (input) => {
  const o = input.options ?? {};
  const element = typeof o.element === "string" ? o.element : "";
  const instruction = typeof o.instruction === "string" ? o.instruction : input.userText;
  const zh = o.language === "zh" || o.language === "zh-CN" || input.locale === "zh";
  const line = zh ? "只修改了你选中的这个元素：" : "I changed only the element you selected:";
  return `${line}\n\n\`\`\`html\n${modifyElement(element, instruction)}\n\`\`\``;
};
