"use client";
/**
 * The knowledge dialog (spec §2, §5): text (title 1–100, content 1–2000), files (each with an
 * optional description; at most {max}) or links (fetched on the server as readable pages).
 * Messages are the spec's, the same the API answers with.
 */
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { ghostButton, primaryButton, secondaryButton, textField } from "@/components/ui/button-styles";
import { CloseIcon, FileIcon } from "@/components/ui/icons";
import { useApiErrorHandler } from "@/lib/api/use-api-error-handler";
import { ACCEPTED_FILE_EXTENSIONS, IMAGE_CONTENT_TYPES } from "@/lib/contracts/upload-types";
import { isLink, KNOWLEDGE_LIMITS, MAX_LINKS, splitLinks } from "@/lib/contracts/knowledge";
import type { SpaceStats } from "@/lib/contracts/space-items";
import { spaceApi } from "./space-api";
import { formatBytes } from "./item-meta";

const TABS = ["text", "files", "links"] as const;
type Tab = (typeof TABS)[number];
type Picked = { file: File; description: string };

export function KnowledgeDialog({
  limits,
  onClose,
  onSaved,
}: {
  limits: SpaceStats["limits"] | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations("space.knowledge");
  const tv = useTranslations("validation");
  const handleError = useApiErrorHandler();
  const [tab, setTab] = useState<Tab>("text");
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [files, setFiles] = useState<Picked[]>([]);
  const [links, setLinks] = useState("");
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState<null | "uploading" | "fetching">(null);
  const [failures, setFailures] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const maxFiles = limits?.max_files ?? 10;

  const problems: Record<string, string | null> = {
    title:
      tab !== "text"
        ? null
        : !title.trim()
          ? tv("knowledgeTitleRequired")
          : title.trim().length > KNOWLEDGE_LIMITS.title
            ? tv("knowledgeTitleLength")
            : null,
    content:
      tab !== "text"
        ? null
        : !content.trim()
          ? tv("knowledgeContentRequired")
          : content.trim().length > KNOWLEDGE_LIMITS.content
            ? tv("knowledgeContentLength")
            : null,
    files:
      tab !== "files"
        ? null
        : files.length === 0
          ? tv("knowledgeFilesRequired")
          : files.length > maxFiles
            ? tv("knowledgeFilesMax", { max: maxFiles })
            : null,
    links:
      tab !== "links"
        ? null
        : splitLinks(links).length === 0
          ? tv("linksRequired")
          : splitLinks(links).length > MAX_LINKS
            ? tv("linksTooMany", { max: MAX_LINKS })
            : splitLinks(links).some((l) => !isLink(l))
              ? tv("linkInvalid")
              : null,
  };
  const invalid = Object.values(problems).some(Boolean);
  const show = (field: string) => (touched ? problems[field] : null);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    setFailures([]);
    if (invalid) return;
    try {
      let saved = 0;
      if (tab === "text") {
        saved = (
          await spaceApi.createKnowledge({ type: "text", title: title.trim(), content: content.trim() })
        ).items.length;
      } else if (tab === "files") {
        setBusy("uploading");
        const uploaded: { upload_id: string; description?: string }[] = [];
        const failed: string[] = [];
        for (const picked of files) {
          try {
            const upload = await spaceApi.upload(picked.file);
            uploaded.push({ upload_id: upload.id, description: picked.description.trim() || undefined });
          } catch (error) {
            failed.push(`${picked.file.name}: ${error instanceof Error ? error.message : ""}`);
          }
        }
        setFailures(failed);
        if (uploaded.length === 0) throw new Error(tv("knowledgeFilesInvalid"));
        saved = (await spaceApi.createKnowledge({ type: "file", files: uploaded })).items.length;
      } else {
        setBusy("fetching");
        const answer = await spaceApi.fetchLinks(links);
        setFailures(answer.failed.map((f) => t("linkFailed", { url: f.url, reason: f.errmsg })));
        if (answer.files.length)
          saved = (
            await spaceApi.createKnowledge({
              type: "file",
              files: answer.files.map((f) => ({ upload_id: f.id })),
            })
          ).items.length;
      }
      if (saved > 0) {
        toast.success(t("saved", { count: saved }));
        onSaved();
      }
      if (saved > 0 && tab !== "links") onClose();
      else if (saved > 0) setLinks("");
    } catch (error) {
      handleError(error, t("failed"));
    } finally {
      setBusy(null);
    }
  }

  const pick = (list: FileList | null) => {
    if (!list) return;
    // Copied now: the input is cleared right after (so the same file can be picked again), which
    // empties this live FileList before a state updater would read it.
    const picked = [...list].map((file) => ({ file, description: "" }));
    setFiles((current) => [...current, ...picked]);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("title")}
      description={t("description")}
      closeLabel={t("cancel")}
      size="lg"
      testId="knowledge-dialog"
    >
      <form onSubmit={save} noValidate className="flex flex-col gap-4">
        <div
          role="tablist"
          aria-label={t("title")}
          className="inline-flex self-start rounded-lg bg-slate-100 p-0.5"
        >
          {TABS.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              onClick={() => (setTab(key), setTouched(false), setFailures([]))}
              className="min-h-8 rounded-md px-3.5 text-[13px] font-medium text-ink-500 aria-selected:bg-white aria-selected:text-ink-900 aria-selected:shadow-sm"
            >
              {t(`tabs.${key}`)}
            </button>
          ))}
        </div>

        {tab === "text" && (
          <>
            <div>
              <label htmlFor="knowledge-title" className="mb-1.5 block text-sm font-medium text-ink-900">
                {t("name")}
              </label>
              <input
                id="knowledge-title"
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                placeholder={t("namePlaceholder")}
                aria-invalid={show("title") ? true : undefined}
                className={textField}
              />
              <p className="mt-1 flex justify-between gap-3 text-xs">
                <span className="text-red-700">{show("title")}</span>
                <span className="text-ink-500 tabular-nums">
                  {title.trim().length}/{KNOWLEDGE_LIMITS.title}
                </span>
              </p>
            </div>
            <div>
              <label htmlFor="knowledge-content" className="mb-1.5 block text-sm font-medium text-ink-900">
                {t("content")}
              </label>
              <textarea
                id="knowledge-content"
                rows={8}
                value={content}
                onChange={(e) => setContent(e.target.value)}
                placeholder={t("contentPlaceholder")}
                aria-invalid={show("content") ? true : undefined}
                className={`${textField} resize-y`}
              />
              <p className="mt-1 flex justify-between gap-3 text-xs">
                <span className="text-red-700">{show("content")}</span>
                <span
                  className={
                    content.trim().length > KNOWLEDGE_LIMITS.content
                      ? "text-red-700 tabular-nums"
                      : "text-ink-500 tabular-nums"
                  }
                >
                  {content.trim().length}/{KNOWLEDGE_LIMITS.content}
                </span>
              </p>
            </div>
          </>
        )}

        {tab === "files" && (
          <div>
            <div
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => (e.preventDefault(), pick(e.dataTransfer.files))}
              className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50/60 px-4 py-6 text-center"
            >
              <FileIcon className="h-6 w-6 text-ink-500" />
              <button type="button" onClick={() => input.current?.click()} className={secondaryButton}>
                {t("pick")}
              </button>
              <p className="max-w-md text-xs text-ink-500">
                {t("dropHint", {
                  max: maxFiles,
                  size: limits?.upload_max_mb ?? 20,
                  image: limits?.image_max_mb ?? 10,
                })}
              </p>
              <input
                ref={input}
                type="file"
                multiple
                hidden
                accept={[...ACCEPTED_FILE_EXTENSIONS, ...IMAGE_CONTENT_TYPES].join(",")}
                onChange={(e) => (pick(e.target.files), (e.target.value = ""))}
                data-testid="knowledge-file-input"
              />
            </div>
            {files.length > 0 && (
              <ul className="mt-3 flex flex-col gap-2">
                {files.map((picked, index) => (
                  <li
                    key={`${picked.file.name}-${index}`}
                    className="rounded-lg border border-slate-200 p-2.5"
                  >
                    <div className="flex items-center gap-2 text-sm">
                      <FileIcon className="h-4 w-4 shrink-0 text-ink-500" />
                      <span className="min-w-0 flex-1 truncate text-ink-900">{picked.file.name}</span>
                      <span className="shrink-0 text-xs text-ink-500">
                        {formatBytes(picked.file.size, "en")}
                      </span>
                      <button
                        type="button"
                        aria-label={t("removeFile", { name: picked.file.name })}
                        onClick={() => setFiles(files.filter((_, i) => i !== index))}
                        className="rounded p-1 text-ink-500 hover:bg-slate-100"
                      >
                        <CloseIcon className="h-3.5 w-3.5" />
                      </button>
                    </div>
                    <input
                      value={picked.description}
                      maxLength={KNOWLEDGE_LIMITS.description}
                      onChange={(e) =>
                        setFiles(
                          files.map((f, i) => (i === index ? { ...f, description: e.target.value } : f)),
                        )
                      }
                      placeholder={t("describe")}
                      aria-label={`${t("describe")} — ${picked.file.name}`}
                      className="mt-2 w-full rounded-md border border-slate-200 px-2.5 py-1.5 text-[13px] outline-none focus:border-brand-500"
                    />
                  </li>
                ))}
              </ul>
            )}
            {show("files") && <p className="mt-2 text-xs text-red-700">{show("files")}</p>}
          </div>
        )}

        {tab === "links" && (
          <div>
            <label htmlFor="knowledge-links" className="mb-1.5 block text-sm font-medium text-ink-900">
              {t("links")}
            </label>
            <textarea
              id="knowledge-links"
              rows={4}
              value={links}
              onChange={(e) => setLinks(e.target.value)}
              placeholder={t("linksPlaceholder")}
              aria-invalid={show("links") ? true : undefined}
              className={`${textField} resize-y font-mono text-[13px]`}
            />
            <p className="mt-1 text-xs text-ink-500">{t("linksHint")}</p>
            {show("links") && <p className="mt-1 text-xs text-red-700">{show("links")}</p>}
          </div>
        )}

        {failures.length > 0 && (
          <ul role="alert" className="flex flex-col gap-1 rounded-lg bg-red-50 p-3 text-xs text-red-800">
            {failures.map((f) => (
              <li key={f} className="break-all">
                {f}
              </li>
            ))}
          </ul>
        )}

        <div className="flex items-center justify-end gap-2">
          {busy && (
            <span className="mr-auto text-xs text-ink-500" aria-live="polite">
              {t(busy)}
            </span>
          )}
          <DialogClose type="button" className={ghostButton}>
            {t("cancel")}
          </DialogClose>
          <button
            type="submit"
            disabled={busy !== null}
            className={primaryButton}
            data-testid="knowledge-save"
          >
            {t("save")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
