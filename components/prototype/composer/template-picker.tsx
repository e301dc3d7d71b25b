"use client";
/**
 * Picks a template to start the next prototype from (GET /prototype/tags and
 * /prototype/templates?tag=&design_type=): category chips and cards with thumbnails.
 */
import { useState } from "react";
import useSWR from "swr";
import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import type { DesignType } from "@/lib/contracts/artifacts";
import { fetchTags, fetchTemplates } from "../api";
import { CheckIcon, CloseIcon, TemplateIcon } from "../icons";

export function TemplatePicker({
  device,
  value,
  onChange,
}: {
  device: DesignType;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const t = useTranslations("prototype.composer");
  const [open, setOpen] = useState(false);
  const [tag, setTag] = useState<string | null>(null);
  const { data: tags } = useSWR(open ? "prototype-tags" : null, fetchTags);
  const {
    data: templates,
    error,
    isLoading,
    mutate,
  } = useSWR(open || value ? ["prototype-templates", tag, device] : null, () => fetchTemplates(tag, device));
  const { data: allTemplates } = useSWR(value ? ["prototype-templates", null, null] : null, () =>
    fetchTemplates(null, null),
  );
  const chosen =
    allTemplates?.find((tpl) => tpl.id === value) ?? templates?.find((tpl) => tpl.id === value) ?? null;

  return (
    <>
      {value ? (
        <span
          className="inline-flex h-8 items-center gap-1 rounded-lg border border-brand-200 bg-brand-50 pr-1 pl-2.5 text-xs font-medium text-brand-700"
          data-testid="template-chip"
        >
          <TemplateIcon className="h-3.5 w-3.5" />
          <button type="button" onClick={() => setOpen(true)} className="max-w-[10rem] truncate">
            {chosen?.name ?? t("template")}
          </button>
          <button
            type="button"
            onClick={() => onChange(null)}
            className="rounded p-0.5 hover:bg-brand-100"
            aria-label={t("templateRemove")}
          >
            <CloseIcon className="h-3.5 w-3.5" />
          </button>
        </span>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-2.5 text-xs font-medium text-ink-900 hover:bg-slate-50"
          data-testid="template-picker"
        >
          <TemplateIcon className="h-3.5 w-3.5 text-ink-500" />
          {t("template")}
        </button>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t("templateTitle")}
        description={t("templateDescription")}
        closeLabel={t("close")}
        size="xl"
        testId="template-dialog"
      >
        <div role="group" aria-label={t("templateTags")} className="flex flex-wrap gap-1.5">
          {[{ id: null as string | null, name: t("allTags") }, ...(tags ?? [])].map((item) => (
            <button
              key={item.id ?? "all"}
              type="button"
              aria-pressed={tag === item.id}
              onClick={() => setTag(item.id)}
              className={`min-h-8 rounded-full border px-3 text-xs font-medium ${tag === item.id ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-ink-700 hover:border-slate-400"}`}
            >
              {item.name}
            </button>
          ))}
        </div>
        {isLoading && <p className="mt-6 text-center text-sm text-ink-500">{t("loading")}</p>}
        {error && (
          <p className="mt-6 text-center text-sm text-red-600">
            {t("loadFailed")}{" "}
            <button type="button" className="underline" onClick={() => void mutate()}>
              {t("retry")}
            </button>
          </p>
        )}
        {templates && templates.length === 0 && (
          <p className="mt-6 text-center text-sm text-ink-500">{t("noTemplates")}</p>
        )}
        <ul className="mt-4 grid max-h-[55vh] grid-cols-1 gap-3 overflow-y-auto pr-1 sm:grid-cols-2 lg:grid-cols-3">
          {templates?.map((tpl) => (
            <li key={tpl.id}>
              <button
                type="button"
                onClick={() => {
                  onChange(tpl.id);
                  setOpen(false);
                }}
                aria-pressed={tpl.id === value}
                className={`group flex w-full flex-col overflow-hidden rounded-xl border text-left transition-shadow hover:shadow-md ${tpl.id === value ? "border-brand-500 ring-2 ring-brand-500/30" : "border-slate-200"}`}
              >
                <span className="relative block aspect-[16/10] overflow-hidden bg-slate-100">
                  {/* eslint-disable-next-line @next/next/no-img-element -- small static thumbnails */}
                  <img
                    src={tpl.thumbnail}
                    alt=""
                    loading="lazy"
                    className={`h-full w-full ${tpl.design_type === "mobile" ? "object-contain" : "object-cover object-top"}`}
                  />
                  {tpl.id === value && (
                    <span className="absolute top-2 right-2 grid h-6 w-6 place-items-center rounded-full bg-brand-600 text-white">
                      <CheckIcon className="h-4 w-4" />
                    </span>
                  )}
                </span>
                <span className="block p-3">
                  <span className="block text-sm font-semibold text-ink-900">{tpl.name}</span>
                  <span className="mt-0.5 line-clamp-2 block text-xs text-ink-500">{tpl.description}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
