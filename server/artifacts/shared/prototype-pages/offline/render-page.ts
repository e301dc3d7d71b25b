/**
 * A screen laid out as a page: the shell its kind and device call for (site header, app
 * sidebar, phone bars), its blocks in order, and one of a few arrangements per kind chosen by
 * the subject — so different requests do not come out as the same five pages. Everything holds
 * at 390 px: grids collapse, sidebars become menus, wide tables scroll inside their card.
 */
import { esc } from "./kit";
import { renderContext, type RenderContext } from "./render-context";
import {
  badges,
  cards,
  chart,
  facts,
  filters,
  media,
  messages,
  people,
  progress,
  reviews,
  statGrid,
  table,
  tasks,
  timeline,
} from "./render-data";
import {
  actionButton,
  ctaBand,
  faq,
  features,
  form,
  hero,
  location,
  plans,
  quiz,
  rules,
  search,
  slots,
  stepsBlock,
  summary,
} from "./render-forms";
import { appShell, footer, mobileBars, siteHeader } from "./render-shell";
import type { Block, Screen, Theme } from "./screen";
import { pageDocument } from "./document";
import { choice, items, status } from "./render-things";
import { controls } from "./render-controls";
import { isSold } from "./things";
import { isPlayed } from "./practice";
import { rankingTable } from "./ranking";

/** Where a list's items lead: the set's detail or form page, when it has one. */
function itemTarget(c: RenderContext): string | undefined {
  const others = c.s.nav.filter((n) => !n.current && !n.href.startsWith("#"));
  return (
    others.find((n) => /detail|详情|介绍/i.test(n.label))?.href ??
    others.find((n) => /book|form|order|checkout|apply|预约|下单|表单|申请|确认|发布/i.test(n.label))?.href
  );
}

export function renderBlockHtml(c: RenderContext, b: Block): string {
  switch (b.kind) {
    case "hero":
      return hero(
        c,
        b,
        c.s.nav.find((n) => !n.current && n.href !== c.s.primary.href)
          ? {
              label: c.s.nav.find((n) => !n.current && n.href !== c.s.primary.href)!.label,
              href: c.s.nav.find((n) => !n.current && n.href !== c.s.primary.href)!.href,
            }
          : undefined,
      );
    case "stats":
      return statGrid(c, [b]);
    case "chart":
      return chart(c, b);
    case "table":
      if (b.members?.length) return rankingTable(c, b);
      return c.s.device === "mobile" ? cards(c, b, itemTarget(c)) : table(c, b);
    case "people":
      return people(c, b);
    case "choice":
      return choice(c, b);
    case "status":
      return status(c, b);
    case "items":
      return items(c, b, itemTarget(c));
    case "form":
      return form(c, b);
    case "slots":
      return slots(c, b);
    case "timeline":
      return timeline(c, b);
    case "filters":
      return filters(c, b);
    case "faq":
      return faq(c, b);
    case "plans":
      return plans(c, b, itemTarget(c));
    case "gallery":
    case "media":
      return media(c, b);
    case "steps":
      return stepsBlock(c, b);
    case "summary":
      return summary(c, b);
    case "rules":
      return rules(c, b);
    case "search":
      return search(c, b);
    case "progress":
      return progress(c, b);
    case "quiz":
      return quiz(c, b);
    case "reviews":
      return reviews(c, b);
    case "location":
      return location(c, b);
    case "tasks":
      return tasks(c, b);
    case "badges":
      return badges(c, b);
    case "messages":
      return messages(c, b);
    case "features":
      return features(
        c,
        b,
        c.s.blocks.filter((x) => x.named && x.kind !== "hero").map((x) => x.title),
      );
    case "cta":
      return ctaBand(c, b, b.action ?? c.s.primary);
    case "facts":
      return facts(c, [b]);
    case "controls":
      return controls(c, b);
    default: {
      // Goods to add only when the page sells something; other lists name their items and open them.
      const target = itemTarget(c);
      return isSold(`${b.title} ${b.noun} ${c.s.product}`) && !isPlayed(`${b.title} ${b.noun}`, c.s.product)
        ? cards(c, b, target)
        : items(c, b, target);
    }
  }
}

/** The blocks in order, neighbouring figures side by side, neighbouring facts in one list. */
function blocksHtml(c: RenderContext, blocks: Block[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < blocks.length; i++) {
    if (blocks[i].kind === "facts") {
      const run: Block[] = [];
      while (i < blocks.length && blocks[i].kind === "facts") run.push(blocks[i++]);
      i--;
      out.push(facts(c, run));
    } else if (blocks[i].kind === "stats") {
      const run: Block[] = [];
      while (i < blocks.length && blocks[i].kind === "stats") run.push(blocks[i++]);
      i--;
      out.push(statGrid(c, run));
    } else out.push(renderBlockHtml(c, blocks[i]));
  }
  return out;
}

function pageHeading(c: RenderContext, withAction: boolean): string {
  return `<div class="flex flex-wrap items-end justify-between gap-4"><div class="min-w-0"><p class="text-sm font-semibold text-primary">${esc(c.s.brand)}</p><h1 class="mt-1 font-bold tracking-tight text-ink" style="font-size:clamp(24px,4vw,${c.t.scale.h1}px)">${esc(c.s.title)}</h1><p class="mt-1 text-muted">${esc(c.s.subtitle)}</p></div>${withAction ? actionButton(c.s.primary) : ""}</div>`;
}

function webPage(c: RenderContext): string {
  const s = c.s;
  const hasHero = s.blocks.some((b) => b.kind === "hero");
  const body = blocksHtml(
    c,
    s.blocks.filter((b) => b.kind !== "hero"),
  );
  const heroHtml = hasHero
    ? renderBlockHtml(
        c,
        s.blocks.find((b) => b.kind === "hero")!,
      )
    : "";
  const heading = hasHero ? "" : pageHeading(c, !s.blocks.some((b) => b.kind === "form"));
  const app =
    s.kind === "dashboard" ||
    s.kind === "settings" ||
    s.kind === "messages" ||
    (s.kind === "profile" && s.variant !== 1);
  if (app && s.variant !== 1) {
    // Dashboards: figures across, then the chart beside its list where there is room.
    const grid = s.variant === 0 ? "grid grid-cols-1 gap-6 xl:grid-cols-2" : "space-y-6";
    return appShell(
      c,
      `<header class="border-b border-line bg-surface px-4 py-5 sm:px-6 lg:px-8">${heading}</header><main id="main" class="min-w-0 flex-1 space-y-6 p-4 sm:p-6 lg:p-8">${heroHtml}<div class="${grid}">${body.map((h, i) => (i === 0 && body.length > 2 ? `<div class="xl:col-span-2">${h}</div>` : h)).join("")}</div></main>`,
    );
  }
  const asideKinds = ["summary", "rules", "location", "reviews", "faq", "media", "gallery"];
  if (
    (s.kind === "form" || s.kind === "auth") &&
    s.variant !== 0 &&
    s.blocks.some((b) => asideKinds.includes(b.kind))
  ) {
    // Forms: the choices and the form in order in one column, what they cost and the rules beside them.
    const kinds = s.blocks.filter((b) => b.kind !== "hero").map((b) => b.kind);
    const aside = (i: number) => asideKinds.includes(kinds[i]);
    const side = body.filter((_, i) => aside(i));
    const main = body.filter((_, i) => !aside(i));
    const cols = s.variant === 1 ? "lg:grid-cols-[1fr_1.2fr]" : "lg:grid-cols-[1.3fr_1fr]";
    const left = s.variant === 1 ? side : main;
    const right = s.variant === 1 ? main : side;
    return `${siteHeader(c)}<main id="main" class="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">${heading}${heroHtml}<div class="grid grid-cols-1 items-start gap-6 ${cols}"><div class="min-w-0 space-y-6">${left.join("")}</div><div class="min-w-0 space-y-6">${right.join("")}</div></div></main>${footer(c)}`;
  }
  if (s.kind === "landing" && s.variant === 2) {
    // Alternating bands: each block on its own background across the page.
    const bands = body
      .map(
        (h, i) =>
          `<div class="${i % 2 ? "bg-surface" : ""}"><div class="mx-auto max-w-6xl px-4 py-10 sm:px-6">${h}</div></div>`,
      )
      .join("");
    return `${siteHeader(c)}<main id="main"><div class="mx-auto max-w-6xl px-4 py-10 sm:px-6">${heroHtml}</div>${bands}</main>${footer(c)}`;
  }
  const width =
    s.kind === "form" || s.kind === "auth" || s.kind === "help" || s.kind === "settings"
      ? "max-w-3xl"
      : "max-w-6xl";
  return `${siteHeader(c)}<main id="main" class="mx-auto ${width} space-y-8 px-4 py-8 sm:px-6">${heroHtml}${heading}${body.join("")}</main>${footer(c)}`;
}

function mobilePage(c: RenderContext): string {
  const s = c.s;
  const { top, bottom } = mobileBars(c);
  const hasHero = s.blocks.some((b) => b.kind === "hero");
  const body = blocksHtml(c, s.blocks);
  const heading = hasHero
    ? ""
    : `<div><h1 class="text-2xl font-bold text-ink">${esc(s.title)}</h1><p class="mt-1 text-sm text-muted">${esc(s.subtitle)}</p></div>`;
  // A page's own main action at its foot, unless a form or hero already carries it (an app's home has
  // none of its own — unless the user named one).
  const cta =
    s.blocks.some((b) => b.kind === "form" || b.kind === "hero") ||
    (s.kind === "home" && !s.primaryNamed && !s.blocks.some((b) => b.kind === "cta"))
      ? ""
      : `<div class="pt-2">${actionButton(s.primary, "primary", "w-full")}</div>`;
  const gap = s.variant === 2 ? "space-y-6" : "space-y-4";
  return `${top}<main id="main" class="${gap} px-4 py-5">${heading}${body.join("")}${cta}</main>${bottom}`;
}

export function renderScreen(s: Screen, t: Theme): string {
  const c = renderContext(s, t);
  const body = s.device === "mobile" ? mobilePage(c) : webPage(c);
  return pageDocument(s, t, body);
}
