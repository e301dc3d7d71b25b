"use client";
/** Feedback (spec §3, §5): a category and 1–2000 characters, sent to POST /feedback. */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { ghostButton, primaryButton, textField } from "@/components/ui/button-styles";
import { apiRequest } from "@/lib/api/client";
import { useApiErrorHandler } from "@/lib/api/use-api-error-handler";
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MAX,
  type FeedbackAnswer,
  type FeedbackRequest,
} from "@/lib/contracts/feedback";

type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export function FeedbackDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("feedback");
  const handleError = useApiErrorHandler();
  const [category, setCategory] = useState<FeedbackCategory>("other");
  const [content, setContent] = useState("");
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const length = content.trim().length;
  const problem =
    length === 0
      ? t("contentRequired")
      : length > FEEDBACK_MAX
        ? t("contentLength", { max: FEEDBACK_MAX })
        : null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    setBusy(true);
    try {
      const body: FeedbackRequest = { category, content: content.trim() };
      await apiRequest<FeedbackAnswer>("/api/feedback", { method: "POST", json: body });
      toast.success(t("thanks"));
      onOpenChange(false);
    } catch (error) {
      handleError(error, t("failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("description")}
      closeLabel={t("cancel")}
      testId="feedback-dialog"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink-900">{t("category")}</legend>
          <div className="flex flex-wrap gap-2">
            {FEEDBACK_CATEGORIES.map((value) => (
              <label
                key={value}
                className="cursor-pointer rounded-full border border-slate-200 px-3 py-1.5 text-sm text-ink-700 hover:bg-slate-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-medium has-[:checked]:text-ink-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
              >
                <input
                  type="radio"
                  name="feedback-category"
                  value={value}
                  checked={category === value}
                  onChange={() => setCategory(value)}
                  className="sr-only"
                />
                {t(`categories.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="feedback-content" className="mb-1.5 block text-sm font-medium text-ink-900">
            {t("content")}
          </label>
          <textarea
            id="feedback-content"
            rows={6}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            placeholder={t("placeholder")}
            aria-invalid={touched && problem ? true : undefined}
            aria-describedby="feedback-content-hint"
            className={`${textField} resize-y`}
          />
          <div id="feedback-content-hint" className="mt-1 flex justify-between gap-3 text-xs">
            <span className="text-red-700">{touched && problem}</span>
            <span className={length > FEEDBACK_MAX ? "text-red-700" : "text-ink-500"}>
              {length}/{FEEDBACK_MAX}
            </span>
          </div>
        </div>
        <div className="flex justify-end gap-2">
          <DialogClose type="button" className={ghostButton}>
            {t("cancel")}
          </DialogClose>
          <button type="submit" className={primaryButton} disabled={busy}>
            {t("submit")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
