/** A setting's controls: switches, pickers, values with their edit button, a button that leaves. */
import { esc } from "./kit";
import { escText, section, type RenderContext } from "./render-context";
import { controlsFor, type Control } from "./controls";
import { INPUT } from "./render-forms";
import type { Block } from "./screen";

function row(c: RenderContext, ctl: Control, id: string): string {
  switch (ctl.type) {
    case "toggle":
      return `<li class="flex items-center justify-between gap-4 py-3"><div class="min-w-0"><label for="${id}" class="font-medium text-ink">${esc(ctl.label)}</label>${ctl.desc ? `<p id="${id}-desc" class="mt-0.5 text-sm text-muted">${esc(ctl.desc)}</p>` : ""}</div><input id="${id}" type="checkbox" role="switch"${ctl.desc ? ` aria-describedby="${id}-desc"` : ""}${ctl.on ? " checked" : ""} data-toast="${escText(c.zh ? `已更新：${ctl.label}` : `Updated: ${ctl.label}`)}" class="h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition before:block before:h-5 before:w-5 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:shadow before:transition checked:bg-primary checked:before:translate-x-[22px] focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"></li>`;
    case "select":
      return `<li class="flex flex-wrap items-center justify-between gap-3 py-3"><label for="${id}" class="font-medium text-ink">${esc(ctl.label)}</label><select id="${id}" class="${INPUT} mt-0 w-auto min-w-[10rem]">${ctl.options.map((o) => `<option>${esc(o)}</option>`).join("")}</select></li>`;
    case "value":
      return `<li class="flex items-center justify-between gap-4 py-3"><div class="min-w-0"><p class="font-medium text-ink">${esc(ctl.label)}</p><p class="truncate text-sm text-muted">${esc(ctl.value)}</p></div><button type="button" data-toast="${escText(c.zh ? `${ctl.action}：${ctl.label}` : `${ctl.action}: ${ctl.label}`)}" class="shrink-0 rounded-card border border-line px-3 py-1.5 text-sm font-semibold text-ink hover:bg-canvas">${esc(ctl.action)}<span class="sr-only"> ${esc(ctl.label)}</span></button></li>`;
    case "button":
      return `<li class="py-3"><button type="button" data-toast="${escText(ctl.toast)}" class="w-full rounded-card border px-4 py-2.5 text-sm font-semibold ${ctl.danger ? "border-rose-300 text-rose-700 hover:bg-rose-50" : "border-line text-ink hover:bg-canvas"}">${esc(ctl.label)}</button></li>`;
  }
}

export function controls(c: RenderContext, b: Block): string {
  const list = controlsFor(b.title, c.s.lang, c.s.product);
  return section(
    b,
    `<ul class="divide-y divide-line" data-controls>${list.map((ctl, i) => row(c, ctl, `${b.anchor}-c${i}`)).join("")}</ul>`,
  );
}
