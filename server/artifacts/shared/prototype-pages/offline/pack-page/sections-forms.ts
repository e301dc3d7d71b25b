/** Form sections: sign-in, settings groups with switches, onboarding steps. */
import { avatar, button, esc, icon, logoMark } from "../kit";
import { fill, uiText } from "../ui-text";
import type { PageRequest, Toggle } from "./types";

function field(id: string, label: string, input: string): string {
  return `<div><label for="${id}" class="block text-sm font-medium text-ink">${esc(label)}</label><div class="relative mt-1.5">${input}</div></div>`;
}

const INPUT =
  "block w-full rounded-card border border-line bg-surface px-3.5 py-2.5 text-ink placeholder:text-muted shadow-sm focus:border-primary focus:outline-none focus:ring-4 focus:ring-soft";

export function signInForm(req: PageRequest): string {
  const t = uiText(req.lang);
  const email = field(
    "email",
    t.email,
    `<input id="email" name="email" type="email" autocomplete="email" required placeholder="${esc(t.emailPh)}" class="${INPUT}">`,
  );
  const password = field(
    "password",
    t.password,
    `<input id="password" name="password" type="password" autocomplete="current-password" required minlength="8" placeholder="${esc(t.passwordPh)}" class="${INPUT} pr-11"><button type="button" class="absolute inset-y-0 right-0 grid w-11 place-items-center text-muted hover:text-ink" aria-label="${esc(t.showPassword)}" onclick="var i=document.getElementById('password');i.type=i.type==='password'?'text':'password'">${icon("eye", "h-5 w-5")}</button>`,
  );
  const social = `<div class="relative my-6 text-center text-sm text-muted"><span class="absolute inset-x-0 top-1/2 border-t border-line"></span><span class="relative bg-surface px-3">${esc(t.or)}</span></div><div class="grid grid-cols-2 gap-3">${button(t.google, { kind: "secondary", icon: "globe" })}${button(t.apple, { kind: "secondary", icon: "phone" })}</div>`;
  return `<form class="space-y-5" onsubmit="event.preventDefault();this.querySelector('[type=submit]').textContent='✓'">${email}${password}<div class="flex items-center justify-between text-sm"><label class="flex items-center gap-2 text-ink"><input type="checkbox" name="remember" checked class="h-4 w-4 rounded border-line accent-primary">${esc(t.remember)}</label><a href="#" class="font-semibold text-primary">${esc(t.forgot)}</a></div>${button(t.signIn, { type: "submit", full: true, size: "lg" })}</form>${social}<p class="mt-8 text-center text-sm text-muted">${esc(t.noAccount)} <a href="#" class="font-semibold text-primary">${esc(t.createOne)}</a></p>`;
}

export function signInHeading(req: PageRequest, center = false): string {
  const t = uiText(req.lang);
  return `<div class="${center ? "text-center" : ""}"><div class="${center ? "flex justify-center" : ""}">${logoMark(req.pack.brand, "h-12 w-12")}</div><h1 class="mt-6 font-bold tracking-tight text-ink" style="font-size:${req.theme.scale.h1}px">${esc(t.welcomeBack)}</h1><p class="mt-2 text-muted">${esc(fill(t.signInTo, { brand: req.pack.brand }))} · ${esc(req.pack.tagline)}</p></div>`;
}

export function switchRow(toggle: Toggle, id: string): string {
  return `<li class="flex items-center justify-between gap-4 py-4"><div><label for="${id}" class="font-medium text-ink">${esc(toggle.label)}</label><p id="${id}-desc" class="mt-0.5 text-sm text-muted">${esc(toggle.desc)}</p></div><input id="${id}" type="checkbox" role="switch" aria-describedby="${id}-desc"${toggle.on ? " checked" : ""} class="peer h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition before:block before:h-5 before:w-5 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:shadow before:transition checked:bg-primary checked:before:translate-x-[22px] focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"></li>`;
}

export function settingsGroups(req: PageRequest): string {
  const t = uiText(req.lang);
  const u = req.pack.user;
  const profile = `<section aria-labelledby="profile-title" class="rounded-card border border-line bg-surface p-6"><h2 id="profile-title" class="text-lg font-semibold text-ink">${esc(t.profile)}</h2><div class="mt-5 flex items-center gap-4">${avatar(u.name, req.theme, 64)}<div><p class="font-semibold text-ink">${esc(u.name)}</p><p class="text-sm text-muted">${esc(u.role)}</p></div></div><div class="mt-6 grid gap-5 ${req.device === "mobile" ? "" : "sm:grid-cols-2"}">${field("full-name", t.fullName, `<input id="full-name" value="${esc(u.name)}" autocomplete="name" class="${INPUT}">`)}${field("settings-email", t.email, `<input id="settings-email" type="email" value="${esc(u.email)}" autocomplete="email" class="${INPUT}">`)}${field("language", t.language, `<select id="language" class="${INPUT}"><option${req.lang === "zh" ? " selected" : ""}>简体中文</option><option${req.lang === "en" ? " selected" : ""}>English</option></select>`)}${field("timezone", t.timezone, `<select id="timezone" class="${INPUT}"><option>${req.lang === "zh" ? "(UTC+08:00) 北京" : "(UTC−08:00) Pacific Time"}</option><option>(UTC+00:00) London</option></select>`)}</div></section>`;
  const notes = `<section aria-labelledby="notify-title" class="rounded-card border border-line bg-surface p-6"><h2 id="notify-title" class="text-lg font-semibold text-ink">${esc(t.notifications)}</h2><ul class="mt-2 divide-y divide-line">${req.pack.notifications.map((n, i) => switchRow(n, `notify-${i}`)).join("")}${switchRow({ label: t.darkMode, desc: t.darkModeDesc, on: req.theme.dark }, "dark-mode")}</ul></section>`;
  const security = `<section aria-labelledby="security-title" class="rounded-card border border-line bg-surface p-6"><h2 id="security-title" class="text-lg font-semibold text-ink">${esc(t.security)}</h2><ul class="mt-2 divide-y divide-line">${switchRow({ label: t.twoFactor, desc: t.twoFactorDesc, on: true }, "two-factor")}<li class="flex items-center justify-between gap-4 py-4"><div><p class="font-medium text-ink">${esc(t.changePassword)}</p><p class="text-sm text-muted">${esc(t.lastChanged)}</p></div>${button(t.manage, { kind: "secondary", size: "sm" })}</li></ul></section>`;
  const plan = req.pack.plans.find((p) => p.highlight) ?? req.pack.plans[0];
  const billing = `<section aria-labelledby="billing-title" class="rounded-card border border-line bg-surface p-6"><h2 id="billing-title" class="text-lg font-semibold text-ink">${esc(t.billing)}</h2><div class="mt-4 flex flex-wrap items-center justify-between gap-4 rounded-card bg-soft p-4"><div><p class="text-sm text-muted">${esc(t.currentPlan)}</p><p class="mt-0.5 font-semibold text-ink">${esc(plan.name)} · ${esc(plan.price)}${esc(plan.period)}</p></div>${button(t.manage, { size: "sm" })}</div></section>`;
  const danger = `<section aria-labelledby="danger-title" class="rounded-card border border-rose-200 bg-surface p-6"><h2 id="danger-title" class="text-lg font-semibold text-rose-700">${esc(t.dangerZone)}</h2><p class="mt-1 text-sm text-muted">${esc(t.dangerDesc)}</p><button type="button" class="mt-4 rounded-card border border-rose-300 px-4 py-2 text-sm font-semibold text-rose-700 hover:bg-rose-50">${esc(t.deleteAccount)}</button></section>`;
  const actions = `<div class="flex justify-end gap-3">${button(t.cancel, { kind: "secondary" })}${button(t.saveChanges)}</div>`;
  return [profile, notes, security, billing, ...(req.deep ? [danger] : []), actions].join("");
}

/** The onboarding body: progress, illustration, copy, goal chips, actions. */
export function onboardingStep(req: PageRequest, index: number): string {
  const t = uiText(req.lang);
  const steps = req.pack.onboarding;
  const step = steps[index];
  const progress = steps
    .map((_, i) => `<span class="h-1.5 flex-1 rounded-full ${i <= index ? "bg-primary" : "bg-line"}"></span>`)
    .join("");
  const art = `<div class="relative mx-auto grid h-44 w-44 place-items-center rounded-full bg-soft" aria-hidden="true"><div class="absolute inset-4 rounded-full border-2 border-dashed border-primary opacity-30"></div><span class="grid h-20 w-20 place-items-center rounded-card bg-primary text-on-primary shadow-lg">${icon(step.icon, "h-10 w-10")}</span><span class="absolute right-3 top-6 grid h-10 w-10 place-items-center rounded-full bg-surface text-primary shadow">${icon(steps[(index + 1) % steps.length].icon, "h-5 w-5")}</span></div>`;
  const chips = req.pack.goals.options
    .map(
      (o, i) =>
        `<label class="cursor-pointer"><input type="checkbox" class="peer sr-only"${i < 2 ? " checked" : ""}><span class="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium text-ink peer-checked:border-primary peer-checked:bg-soft peer-checked:text-primary peer-focus-visible:ring-2 peer-focus-visible:ring-primary">${esc(o)}</span></label>`,
    )
    .join("");
  return `<div class="flex items-center gap-2" aria-label="${esc(fill(t.step, { n: index + 1, total: steps.length }))}" role="img">${progress}</div><p class="mt-4 text-sm font-semibold text-primary">${esc(fill(t.step, { n: index + 1, total: steps.length }))}</p><div class="mt-8">${art}</div><h1 class="mt-8 text-center font-bold tracking-tight text-ink" style="font-size:${req.theme.scale.h1}px">${esc(step.title)}</h1><p class="mx-auto mt-3 max-w-md text-center text-muted">${esc(step.body)}</p><fieldset class="mt-8"><legend class="w-full text-center font-semibold text-ink">${esc(req.pack.goals.title)} <span class="font-normal text-muted">· ${esc(t.pickAny)}</span></legend><div class="mt-4 flex flex-wrap justify-center gap-2">${chips}</div></fieldset>`;
}

export function onboardingActions(req: PageRequest): string {
  const t = uiText(req.lang);
  return `<div class="flex items-center gap-3"><button type="button" class="rounded-card px-4 py-3 text-sm font-semibold text-muted hover:text-ink">${esc(t.skip)}</button><div class="flex-1"></div>${button(t.next, { size: "lg", icon: "arrow-right" })}</div>`;
}
