"use client";
/**
 * The template manager (spec §2 "template settings"): the built-in templates (marked; they can be
 * read and copied, never changed) and the user's own, each previewed as a document; create,
 * edit, copy, and delete after a confirmation.
 */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Dialog } from "@/components/ui/dialog";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ghostButton, primaryButton, secondaryButton } from "@/components/ui/button-styles";
import {
  ArrowLeftIcon,
  CopyIcon,
  PencilIcon,
  PlusIcon,
  TemplateIcon,
  TrashIcon,
} from "@/components/ui/icons";
import { ClientApiError } from "@/lib/api/api-error";
import { handleApiError } from "@/lib/api/handle-api-error";
import type { TemplateDto, TemplateInput } from "@/lib/contracts/templates";
import { templatesApi } from "./templates-api";
import { useTemplates } from "./use-templates";
import { TemplateForm, type FieldErrors } from "./template-form";
import { TemplatePreview } from "./template-preview-dialog";

type View =
  { name: "list" } | { name: "detail"; id: string } | { name: "create" } | { name: "edit"; id: string };

const EMPTY: TemplateInput = { name: "", description: "", content: "" };

function TemplateRow({ template, onOpen }: { template: TemplateDto; onOpen: () => void }) {
  const t = useTranslations("templateManager");
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full items-start gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-left hover:border-brand-500 hover:bg-brand-50/30 focus-visible:outline-2 focus-visible:outline-brand-600"
        data-testid="template-row"
      >
        <span
          className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-ink-500"
          aria-hidden
        >
          <TemplateIcon className="h-4 w-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-ink-900">{template.name}</span>
            {template.builtin && (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-medium text-brand-700">
                {t("builtin")}
              </span>
            )}
          </span>
          {template.description && (
            <span className="mt-0.5 line-clamp-2 block text-xs leading-5 text-ink-500">
              {template.description}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}

export function TemplateManagerDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("templateManager");
  const { data: templates, error, isLoading, mutate: refresh } = useTemplates(open);
  const [view, setView] = useState<View>({ name: "list" });
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [confirmDelete, setConfirmDelete] = useState<TemplateDto | null>(null);

  const byId = (id: string) => templates?.find((tpl) => tpl.id === id) ?? null;
  const go = (next: View) => {
    setServerErrors({});
    setView(next);
  };

  async function run<T>(action: () => Promise<T>, failure: string): Promise<T | null> {
    setBusy(true);
    try {
      const result = await action();
      await refresh();
      return result;
    } catch (caught) {
      if (caught instanceof ClientApiError && caught.details) setServerErrors(caught.details as FieldErrors);
      handleApiError(caught, failure);
      return null;
    } finally {
      setBusy(false);
    }
  }

  const save = async (input: TemplateInput) => {
    const editing = view.name === "edit" ? view.id : null;
    const saved = await run(
      () => (editing ? templatesApi.update(editing, input) : templatesApi.create(input)),
      t("saveFailed"),
    );
    if (saved) {
      toast.success(editing ? t("updated") : t("created"));
      go({ name: "detail", id: saved.id });
    }
  };
  const copy = async (template: TemplateDto) => {
    const copied = await run(() => templatesApi.copy({ copy_of: template.id }), t("copyFailed"));
    if (copied) {
      toast.success(t("copied", { name: copied.name }));
      go({ name: "edit", id: copied.id });
    }
  };
  const remove = async (template: TemplateDto) => {
    const done = await run(() => templatesApi.remove(template.id), t("deleteFailed"));
    if (done === null) throw new Error("not deleted");
    toast.success(t("deleted"));
    go({ name: "list" });
  };

  const current = view.name === "detail" || view.name === "edit" ? byId(view.id) : null;
  const builtins = templates?.filter((tpl) => tpl.builtin) ?? [];
  const own = templates?.filter((tpl) => !tpl.builtin) ?? [];

  const back = (
    <button type="button" className={`${ghostButton} mr-auto -ml-2`} onClick={() => go({ name: "list" })}>
      <ArrowLeftIcon className="h-4 w-4" />
      {t("back")}
    </button>
  );

  let title: string = t("title");
  let body: React.ReactNode;
  let footer: React.ReactNode = null;
  if (view.name === "list") {
    body = (
      <div className="flex flex-col gap-5" data-testid="template-list">
        {isLoading && <p className="py-6 text-center text-sm text-ink-500">{t("loading")}</p>}
        {error && <p className="text-sm text-red-600">{t("loadFailed")}</p>}
        {templates && (
          <>
            <section aria-labelledby="tm-own">
              <h3 id="tm-own" className="mb-2 text-xs font-semibold tracking-wide text-ink-500 uppercase">
                {t("mine")}
              </h3>
              {own.length === 0 ? (
                <p className="rounded-xl border border-dashed border-slate-200 px-4 py-5 text-center text-sm text-ink-500">
                  {t("noOwn")}
                </p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {own.map((tpl) => (
                    <TemplateRow
                      key={tpl.id}
                      template={tpl}
                      onOpen={() => go({ name: "detail", id: tpl.id })}
                    />
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="tm-builtin">
              <h3 id="tm-builtin" className="mb-2 text-xs font-semibold tracking-wide text-ink-500 uppercase">
                {t("builtins")}
              </h3>
              <ul className="flex flex-col gap-2">
                {builtins.map((tpl) => (
                  <TemplateRow
                    key={tpl.id}
                    template={tpl}
                    onOpen={() => go({ name: "detail", id: tpl.id })}
                  />
                ))}
              </ul>
            </section>
          </>
        )}
      </div>
    );
    footer = (
      <button
        type="button"
        className={primaryButton}
        onClick={() => go({ name: "create" })}
        data-testid="new-template"
      >
        <PlusIcon className="mr-1.5 h-4 w-4" />
        {t("create")}
      </button>
    );
  } else if (view.name === "detail" && current) {
    title = current.name;
    body = (
      <div className="flex flex-col gap-3" data-testid="template-detail">
        <div className="flex flex-wrap items-center gap-2">
          {current.builtin && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-medium text-brand-700">
              {t("builtin")}
            </span>
          )}
          {current.description && <p className="text-sm text-ink-500">{current.description}</p>}
        </div>
        {current.builtin && <p className="text-xs text-ink-500">{t("builtinNote")}</p>}
        <TemplatePreview content={current.content} />
      </div>
    );
    footer = (
      <>
        {back}
        {!current.builtin && (
          <button
            type="button"
            className={`${ghostButton} text-red-700 hover:bg-red-50 hover:text-red-700`}
            onClick={() => setConfirmDelete(current)}
            disabled={busy}
            data-testid="delete-template"
          >
            <TrashIcon className="h-4 w-4" />
            {t("delete")}
          </button>
        )}
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void copy(current)}
          disabled={busy}
          data-testid="copy-template"
        >
          <CopyIcon className="mr-1.5 h-4 w-4" />
          {t("copy")}
        </button>
        {!current.builtin && (
          <button
            type="button"
            className={primaryButton}
            onClick={() => go({ name: "edit", id: current.id })}
            disabled={busy}
            data-testid="edit-template"
          >
            <PencilIcon className="mr-1.5 h-4 w-4" />
            {t("edit")}
          </button>
        )}
      </>
    );
  } else if (view.name === "create" || (view.name === "edit" && current && !current.builtin)) {
    title = view.name === "create" ? t("createTitle") : t("editTitle");
    body = (
      <TemplateForm
        key={view.name === "edit" ? view.id : "new"}
        id="template-form"
        initial={
          view.name === "edit" && current
            ? { name: current.name, description: current.description, content: current.content }
            : EMPTY
        }
        serverErrors={serverErrors}
        onSubmit={(input) => void save(input)}
      />
    );
    footer = (
      <>
        <button
          type="button"
          className={`${ghostButton} mr-auto`}
          onClick={() => go(view.name === "edit" ? { name: "detail", id: view.id } : { name: "list" })}
          disabled={busy}
        >
          {t("cancel")}
        </button>
        <button
          type="submit"
          form="template-form"
          className={primaryButton}
          disabled={busy}
          aria-busy={busy || undefined}
          data-testid="save-template"
        >
          {busy ? t("saving") : t("save")}
        </button>
      </>
    );
  } else {
    body = (
      <p className="py-6 text-center text-sm text-ink-500">{templates ? t("notFound") : t("loading")}</p>
    );
    footer = back;
  }

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) go({ name: "list" });
          onOpenChange(next);
        }}
        title={title}
        description={view.name === "list" ? t("description") : undefined}
        size="lg"
        closeLabel={t("close")}
        testId="template-manager"
        footer={footer}
      >
        {body}
      </Dialog>
      <ConfirmDialog
        open={confirmDelete !== null}
        onOpenChange={(next) => !next && setConfirmDelete(null)}
        title={t("deleteTitle", { name: confirmDelete?.name ?? "" })}
        description={t("deleteBody")}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        destructive
        onConfirm={() => (confirmDelete ? remove(confirmDelete) : undefined)}
      />
    </>
  );
}
