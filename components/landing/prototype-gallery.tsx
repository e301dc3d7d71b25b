"use client";
/**
 * The prototype gallery filter (the landing page's only client component): device filter,
 * category chips and "View more" (6 at a time). Cards and labels arrive translated from the
 * server (gallery-cards.ts), so this file needs no client-side i18n or image runtime.
 */
import { useState } from "react";
import type { DeviceFilter, GalleryCard, GalleryLabels, TagFilter } from "./gallery-cards";
import { focusRing } from "./styles";

const GALLERY_PAGE_SIZE = 6;

const DEVICES: readonly DeviceFilter[] = ["all", "web", "mobile"];

/**
 * `useLabel`: "Use this template" under each card, starting a new prototype chat from it (a GET
 * form to /chat?template=…, so it works before hydration and carries the template through sign-in).
 */
export function PrototypeGallery({
  cards,
  labels,
  useLabel,
}: {
  cards: GalleryCard[];
  labels: GalleryLabels;
  useLabel?: string;
}) {
  const [device, setDevice] = useState<DeviceFilter>("all");
  const [tag, setTag] = useState<TagFilter>("all");
  const [visible, setVisible] = useState(GALLERY_PAGE_SIZE);

  const matching = cards.filter(
    (card) => (device === "all" || card.designType === device) && (tag === "all" || card.tag === tag),
  );
  const shown = matching.slice(0, visible);

  const chooseDevice = (next: DeviceFilter) => {
    setDevice(next);
    setVisible(GALLERY_PAGE_SIZE);
  };
  const chooseTag = (next: TagFilter) => {
    setTag(next);
    setVisible(GALLERY_PAGE_SIZE);
  };

  return (
    <div className="mt-10">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div
          role="group"
          aria-label={labels.deviceFilter}
          className="inline-flex w-fit rounded-xl border border-slate-300 bg-white p-1"
        >
          {DEVICES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={device === value}
              onClick={() => chooseDevice(value)}
              className={`min-h-10 rounded-lg px-4 text-sm font-semibold transition-colors ${focusRing} ${
                device === value
                  ? "bg-ink-900 text-white"
                  : "text-ink-700 hover:bg-slate-100 hover:text-ink-900"
              }`}
            >
              {labels.devices[value]}
            </button>
          ))}
        </div>
        <div role="group" aria-label={labels.categoryFilter} className="flex flex-wrap gap-2">
          {labels.tags.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              aria-pressed={tag === value}
              onClick={() => chooseTag(value)}
              className={`min-h-10 rounded-full border px-4 text-sm font-medium transition-colors ${focusRing} ${
                tag === value
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-slate-300 bg-white text-ink-700 hover:border-slate-400 hover:text-ink-900"
              }`}
            >
              {label}
            </button>
          ))}
        </div>
      </div>

      <p className="mt-6 text-sm text-ink-700" aria-live="polite">
        {labels.showing.replace("{shown}", String(shown.length)).replace("{total}", String(matching.length))}
      </p>

      {matching.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-ink-700">{labels.empty}</p>
          <button
            type="button"
            onClick={() => {
              chooseDevice("all");
              chooseTag("all");
            }}
            className={`mt-4 rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 underline underline-offset-4 ${focusRing}`}
          >
            {labels.reset}
          </button>
        </div>
      ) : (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((card) => (
            <li key={card.slug} className="flex flex-col">
              <GalleryCardLink card={card} joined={Boolean(useLabel)} />
              {useLabel && <UseTemplateButton slug={card.slug} label={useLabel} name={card.name} />}
            </li>
          ))}
        </ul>
      )}

      {shown.length < matching.length && (
        <div className="mt-10 flex justify-center">
          <button
            type="button"
            onClick={() => setVisible((count) => count + GALLERY_PAGE_SIZE)}
            className={`inline-flex min-h-12 items-center rounded-xl border border-slate-300 bg-white px-6 text-base font-semibold text-ink-900 hover:border-slate-400 hover:bg-slate-50 ${focusRing}`}
          >
            {labels.viewMore}
          </button>
        </div>
      )}
    </div>
  );
}

function UseTemplateButton({ slug, label, name }: { slug: string; label: string; name: string }) {
  return (
    <form action="/chat" method="get" className="-mt-px">
      <input type="hidden" name="template" value={slug} />
      <button
        type="submit"
        aria-label={`${label}: ${name}`}
        className={`flex min-h-11 w-full items-center justify-center gap-1.5 rounded-b-2xl border border-slate-200 bg-slate-50 px-4 text-sm font-semibold text-brand-700 transition-colors hover:bg-brand-50 ${focusRing}`}
      >
        {label}
        <span aria-hidden="true">→</span>
      </button>
    </form>
  );
}

function GalleryCardLink({ card, joined }: { card: GalleryCard; joined: boolean }) {
  const mobile = card.designType === "mobile";
  return (
    <a
      href={`/template-preview?slug=${encodeURIComponent(card.slug)}`}
      className={`group flex flex-1 flex-col overflow-hidden ${joined ? "rounded-t-2xl" : "rounded-2xl"} border border-slate-200 bg-white transition-shadow hover:shadow-lg ${focusRing}`}
    >
      <div
        className={`relative aspect-[16/10] overflow-hidden ${mobile ? "bg-gradient-to-b from-brand-50 to-slate-100" : "bg-slate-100"}`}
      >
        {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- optimised srcset and alt come from getImageProps on the server */}
        <img
          {...card.image}
          className={
            mobile
              ? "absolute top-[8%] left-1/2 w-[40%] -translate-x-1/2 rounded-t-[1.1rem] border-[5px] border-b-0 border-ink-900 shadow-xl transition-transform duration-300 group-hover:-translate-y-1"
              : "h-full w-full object-cover object-top transition-transform duration-300 group-hover:scale-[1.02]"
          }
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-700">{card.tagLabel}</span>
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-ink-700">{card.deviceLabel}</span>
        </div>
        <h3 className="mt-3 text-lg font-semibold text-ink-900 group-hover:text-brand-700">{card.name}</h3>
        <p className="mt-1.5 text-sm leading-relaxed text-ink-700">{card.description}</p>
      </div>
    </a>
  );
}
