"use client";
/**
 * Create or edit a PRD template: name, description, content (markdown, with a preview). The
 * fields are checked as the API checks them (the shared schema), with the messages in the
 * user's language; whatever the API still refuses is shown under its field.
 */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { textField } from "@/components/ui/button-styles";
import { TEMPLATE_LIMITS, templateInputSchema, type TemplateInput } from "@/lib/contracts/templates";
import { TemplatePreview } from "./template-preview-dialog";

export type FieldErrors = Partial<Record<keyof TemplateInput, string>>;

type Props = {
  id: string;
  initial: TemplateInput;
  /** Messages the API answered, by field (already in the user's language). */
  serverErrors: FieldErrors;
  onSubmit: (input: TemplateInput) => void;
};

export function TemplateForm({ id, initial, serverErrors, onSubmit }: Props) {
  const t = useTranslations("templateManager");
  const [values, setValues] = useState<TemplateInput>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tab, setTab] = useState<"write" | "preview">("write");
  const shown: FieldErrors = { ...serverErrors, ...errors };

  const set = (field: keyof TemplateInput, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const validate = (): TemplateInput | null => {
    const parsed = templateInputSchema.safeParse(values);
    if (parsed.success) return parsed.data;
    const found: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof TemplateInput;
      const key = (issue as { params?: { key?: string } }).params?.key ?? issue.message;
      if (!found[field]) found[field] = t.has(`validation.${key}`) ? t(`validation.${key}`) : issue.message;
    }
    setErrors(found);
    return null;
  };

  const errorId = (field: string) => `${id}-${field}-error`;
  const fieldError = (field: keyof TemplateInput) =>
    shown[field] ? (
      <p id={errorId(field)} className="text-xs font-normal text-red-600" role="alert">
        {shown[field]}
      </p>
    ) : null;

  return (
    <form
      id={id}
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const input = validate();
        if (input) onSubmit(input);
      }}
    >
      <label className="flex flex-col gap-1.5 text-sm font-medium text-ink-900">
        {t("fields.name")}
        <input
          value={values.name}
          onChange={(e) => set("name", e.target.value)}
          maxLength={TEMPLATE_LIMITS.name + 20}
          className={textField}
          aria-invalid={shown.name ? true : undefined}
          aria-describedby={shown.name ? errorId("name") : undefined}
          data-testid="template-name"
        />
        {fieldError("name")}
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-ink-900">
        <span>
          {t("fields.description")} <span className="font-normal text-ink-500">{t("optional")}</span>
        </span>
        <input
          value={values.description}
          onChange={(e) => set("description", e.target.value)}
          className={textField}
          aria-invalid={shown.description ? true : undefined}
          aria-describedby={shown.description ? errorId("description") : undefined}
          data-testid="template-description"
        />
        {fieldError("description")}
      </label>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <label htmlFor={`${id}-content`} className="text-sm font-medium text-ink-900">
            {t("fields.content")}
          </label>
          <div
            className="flex rounded-lg bg-slate-100 p-0.5 text-xs"
            role="tablist"
            aria-label={t("fields.content")}
          >
            {(["write", "preview"] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={tab === name}
                onClick={() => setTab(name)}
                className={`rounded-md px-2.5 py-1 font-medium ${tab === name ? "bg-white text-ink-900 shadow-sm" : "text-ink-500 hover:text-ink-900"}`}
              >
                {t(`tabs.${name}`)}
              </button>
            ))}
          </div>
        </div>
        {tab === "write" ? (
          <textarea
            id={`${id}-content`}
            value={values.content}
            onChange={(e) => set("content", e.target.value)}
            rows={14}
            spellCheck={false}
            placeholder={t("contentPlaceholder")}
            className={`${textField} min-h-56 resize-y font-mono text-[13px] leading-6`}
            aria-invalid={shown.content ? true : undefined}
            aria-describedby={shown.content ? errorId("content") : `${id}-content-hint`}
            data-testid="template-content"
          />
        ) : (
          <div className="max-h-[50vh] min-h-56 overflow-y-auto">
            {values.content.trim() ? (
              <TemplatePreview content={values.content} />
            ) : (
              <p className="py-10 text-center text-sm text-ink-500">{t("emptyPreview")}</p>
            )}
          </div>
        )}
        {fieldError("content") ?? (
          <p id={`${id}-content-hint`} className="text-xs text-ink-500">
            {t("contentHint", { count: values.content.length, max: TEMPLATE_LIMITS.content })}
          </p>
        )}
      </div>
    </form>
  );
}
