"use client";
/** The edit dialog: title, tags, notes and favorite of one item (PUT /knowledge-base/items/{id}). */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { ghostButton, primaryButton, textField } from "@/components/ui/button-styles";
import { CloseIcon } from "@/components/ui/icons";
import { useApiErrorHandler } from "@/lib/api/use-api-error-handler";
import { SPACE_LIMITS } from "@/lib/contracts/space-item-types";
import type { SpaceItem } from "@/lib/contracts/space-items";
import { spaceApi } from "./space-api";

export function EditItemDialog({
  item,
  onClose,
  onSaved,
}: {
  item: SpaceItem;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations("space.edit");
  const tv = useTranslations("validation");
  const handleError = useApiErrorHandler();
  const [title, setTitle] = useState(item.title);
  const [tags, setTags] = useState<string[]>(item.tags);
  const [draftTag, setDraftTag] = useState("");
  const [notes, setNotes] = useState(item.notes ?? "");
  const [favorite, setFavorite] = useState(item.is_favorite);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const trimmed = title.trim();
  const titleProblem =
    trimmed.length === 0
      ? tv("knowledgeTitleRequired")
      : trimmed.length > SPACE_LIMITS.title
        ? tv("knowledgeTitleLength")
        : null;

  function addTag(raw: string) {
    const tag = raw.trim().replace(/^#/, "").slice(0, SPACE_LIMITS.tag);
    if (tag && !tags.includes(tag) && tags.length < SPACE_LIMITS.tags) setTags([...tags, tag]);
    setDraftTag("");
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (titleProblem) return;
    const pending = draftTag.trim() ? [...tags, draftTag.trim()].slice(0, SPACE_LIMITS.tags) : tags;
    setBusy(true);
    try {
      await spaceApi.update(item.id, {
        title: trimmed,
        tags: pending,
        notes: notes.trim(),
        is_favorite: favorite,
      });
      toast.success(t("saved"));
      onSaved();
      onClose();
    } catch (error) {
      handleError(error, t("failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("title")}
      closeLabel={t("cancel")}
      testId="edit-item-dialog"
    >
      <form onSubmit={save} noValidate className="flex flex-col gap-4">
        <div>
          <label htmlFor="edit-title" className="mb-1.5 block text-sm font-medium text-ink-900">
            {t("name")}
          </label>
          <input
            id="edit-title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            aria-invalid={touched && titleProblem ? true : undefined}
            className={textField}
          />
          {touched && titleProblem && <p className="mt-1 text-xs text-red-700">{titleProblem}</p>}
        </div>
        <div>
          <label htmlFor="edit-tags" className="mb-1.5 block text-sm font-medium text-ink-900">
            {t("tags")}
          </label>
          <div className="flex flex-wrap items-center gap-1.5 rounded-lg border border-slate-300 px-2 py-1.5 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100">
            {tags.map((tag) => (
              <span
                key={tag}
                className="inline-flex items-center gap-1 rounded-md bg-slate-100 py-0.5 pr-1 pl-2 text-xs text-ink-700"
              >
                #{tag}
                <button
                  type="button"
                  aria-label={t("removeTag", { tag })}
                  onClick={() => setTags(tags.filter((x) => x !== tag))}
                  className="rounded p-0.5 hover:bg-slate-200"
                >
                  <CloseIcon className="h-3 w-3" />
                </button>
              </span>
            ))}
            <input
              id="edit-tags"
              value={draftTag}
              onChange={(e) =>
                e.target.value.endsWith(",") || e.target.value.endsWith("，")
                  ? addTag(e.target.value.slice(0, -1))
                  : setDraftTag(e.target.value)
              }
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  addTag(draftTag);
                } else if (e.key === "Backspace" && !draftTag && tags.length) setTags(tags.slice(0, -1));
              }}
              placeholder={tags.length ? "" : t("addTag")}
              className="min-w-24 flex-1 bg-transparent py-0.5 text-sm outline-none"
            />
          </div>
          <p className="mt-1 text-xs text-ink-500">{t("tagsHint", { max: SPACE_LIMITS.tags })}</p>
        </div>
        <div>
          <label htmlFor="edit-notes" className="mb-1.5 block text-sm font-medium text-ink-900">
            {t("notes")}
          </label>
          <textarea
            id="edit-notes"
            rows={4}
            maxLength={SPACE_LIMITS.notes}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            className={`${textField} resize-y`}
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-ink-900">
          <input
            type="checkbox"
            checked={favorite}
            onChange={(e) => setFavorite(e.target.checked)}
            className="h-4 w-4 accent-brand-600"
          />
          {t("favorite")}
        </label>
        <div className="flex justify-end gap-2">
          <DialogClose type="button" className={ghostButton}>
            {t("cancel")}
          </DialogClose>
          <button type="submit" disabled={busy} className={primaryButton}>
            {t("save")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
