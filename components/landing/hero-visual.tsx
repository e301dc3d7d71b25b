import { getTranslations } from "next-intl/server";
import { ArrowUpIcon, CursorIcon, SparkIcon } from "./icons";

/**
 * The product, drawn in markup: a prototype-mode chat on the left and the prototype viewer with a
 * generated mobile screen on the right. One labelled image for assistive technology.
 */
export async function HeroVisual() {
  const t = await getTranslations("landing.visual");
  const tHero = await getTranslations("landing.hero");
  const habits = t.raw("app.habits") as string[];
  const chips = t.raw("chips") as string[];
  return (
    <div
      role="img"
      aria-label={tHero("visualLabel")}
      className="mx-auto max-w-5xl overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-brand-700/10"
    >
      {/* Window chrome */}
      <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-3">
        <span className="h-3 w-3 rounded-full bg-red-400" />
        <span className="h-3 w-3 rounded-full bg-amber-400" />
        <span className="h-3 w-3 rounded-full bg-emerald-400" />
        <span className="ml-3 hidden truncate rounded-md bg-white px-3 py-1 text-xs text-ink-700 ring-1 ring-slate-200 sm:block">
          {t("chatTitle")}
        </span>
      </div>
      <div className="grid md:grid-cols-[minmax(0,0.95fr)_minmax(0,1.05fr)]">
        {/* Chat */}
        <div className="flex flex-col gap-4 border-slate-200 p-5 text-left md:border-r">
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <span className="rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-700">
              {t("modeLabel")}: {t("mode")}
            </span>
            <span className="rounded-full bg-slate-100 px-2.5 py-1 font-medium text-ink-700">
              {t("model")}
            </span>
          </div>
          <p className="ml-auto max-w-[88%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-3 text-sm leading-relaxed text-white">
            {t("userMessage")}
          </p>
          <p className="flex items-center gap-2 text-xs font-medium text-ink-700">
            <SparkIcon width={14} height={14} className="text-brand-600" />
            {t("thinking")}
          </p>
          <div className="max-w-[92%] rounded-2xl rounded-bl-md bg-slate-100 px-4 py-3 text-sm leading-relaxed text-ink-900">
            {t("assistantMessage")}
            <span className="mt-3 flex flex-wrap gap-1.5">
              {chips.map((chip) => (
                <span
                  key={chip}
                  className="rounded-md bg-white px-2 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-100"
                >
                  {chip}
                </span>
              ))}
            </span>
          </div>
          <div className="mt-auto hidden items-center justify-between rounded-xl border border-slate-300 px-4 py-3 text-sm text-ink-500 md:flex">
            {t("inputPlaceholder")}
            <span className="grid h-8 w-8 place-items-center rounded-lg bg-brand-600 text-white">
              <ArrowUpIcon width={16} height={16} strokeWidth={2.2} />
            </span>
          </div>
        </div>
        {/* Prototype viewer */}
        <div className="flex flex-col bg-slate-50">
          <div className="flex items-center gap-2 border-y border-slate-200 bg-white px-4 py-2.5 text-xs md:border-t-0">
            <span className="font-semibold text-ink-900">{t("viewerTitle")}</span>
            <span className="rounded-md bg-slate-100 px-2 py-0.5 font-semibold text-ink-700">
              {t("version")}
            </span>
            <span className="rounded-md bg-slate-100 px-2 py-0.5 font-medium text-ink-700">
              {t("device")}
            </span>
            <span className="ml-auto rounded-md px-2 py-1 font-semibold text-ink-700 ring-1 ring-slate-200">
              {t("export")}
            </span>
            <span className="rounded-md bg-brand-600 px-2.5 py-1 font-semibold text-white">{t("share")}</span>
          </div>
          <div className="relative flex flex-1 items-center justify-center px-4 py-7">
            <PhoneMock
              greeting={t("app.greeting")}
              date={t("app.date")}
              streak={t("app.streak")}
              habits={habits}
              summary={t("app.summary")}
              checkIn={t("app.checkIn")}
              selected={t("selected")}
            />
            <div className="absolute right-3 bottom-5 hidden w-44 rounded-xl border border-slate-200 bg-white p-3 text-left shadow-lg sm:block lg:right-6">
              <p className="flex items-center gap-1.5 text-xs font-semibold text-ink-900">
                <CursorIcon width={14} height={14} className="text-brand-600" />
                {t("selected")}
              </p>
              <span className="mt-2 block rounded-md bg-brand-600 px-2 py-1.5 text-center text-xs font-semibold text-white">
                {t("preciseEdit")}
              </span>
              <span className="mt-1.5 block rounded-md bg-brand-50 px-2 py-1.5 text-center text-xs font-semibold text-brand-700">
                {t("aiModify")}
              </span>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

function PhoneMock(props: {
  greeting: string;
  date: string;
  streak: string;
  habits: string[];
  summary: string;
  checkIn: string;
  selected: string;
}) {
  const bars = [40, 65, 50, 80, 72, 30, 55];
  return (
    <div className="w-[228px] rounded-[2.2rem] border-[7px] border-ink-900 bg-white p-4 text-left shadow-xl">
      <div className="mx-auto -mt-2 mb-3 h-1.5 w-14 rounded-full bg-ink-900" />
      <p className="text-[15px] font-bold text-ink-900">{props.greeting}</p>
      <p className="text-[11px] text-ink-700">{props.date}</p>
      <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-[11px] font-bold text-emerald-800">
        ● {props.streak}
      </p>
      <ul className="mt-3 space-y-1.5">
        {props.habits.map((habit, index) => (
          <li
            key={habit}
            className={`flex items-center gap-2 rounded-lg px-2 py-1.5 text-[12px] font-medium text-ink-900 ${index === 1 ? "bg-white outline-2 outline-offset-1 outline-brand-600 outline-dashed" : "bg-slate-50"}`}
          >
            <span
              className={`grid h-4 w-4 shrink-0 place-items-center rounded-full text-[9px] text-white ${index < 3 ? "bg-emerald-700" : "border border-slate-400 bg-white"}`}
            >
              {index < 3 ? "✓" : ""}
            </span>
            {habit}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-[11px] font-semibold text-ink-700">{props.summary}</p>
      <div className="mt-1 flex h-12 items-end gap-1.5">
        {bars.map((height, index) => (
          <span
            key={index}
            className={`flex-1 rounded-sm ${index === 4 ? "bg-emerald-700" : "bg-emerald-200"}`}
            style={{ height: `${height}%` }}
          />
        ))}
      </div>
      <span className="mt-3 block rounded-xl bg-emerald-700 py-2 text-center text-[12px] font-bold text-white">
        {props.checkIn}
      </span>
    </div>
  );
}
