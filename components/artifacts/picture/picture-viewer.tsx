"use client";
/**
 * The picture viewer (spec §2): the version's image fitted to the panel, zoom in and out, download
 * ("Failed to download image" when it fails) and copy. Versions are the workspace's shared picker;
 * a picture just generated says "Image generated successfully".
 */
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import type { ViewerProps } from "../types";
import { CopyIcon, DownloadIcon, FitIcon } from "@/components/ui/icons";
import { parsePictureContent, type PictureContent } from "@/lib/contracts/pictures";
import { usePictureActions } from "./use-picture-actions";
import { ViewerEmpty } from "../shared/viewer-empty";

const barButton =
  "inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-[13px] font-medium text-ink-700 hover:bg-slate-100 hover:text-ink-900 disabled:cursor-not-allowed disabled:opacity-45 focus-visible:outline-2 focus-visible:outline-brand-600";
const ZOOMS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3];
/** How recent a version must be to count as just generated. */
const FRESH_MS = 20_000;
const ANNOUNCED_KEY = "vibe.pictures.announced";

/** True the first time a version id is seen in this tab (a reload does not announce it again). */
function firstSight(id: string): boolean {
  try {
    const seen: string[] = JSON.parse(sessionStorage.getItem(ANNOUNCED_KEY) ?? "[]");
    if (seen.includes(id)) return false;
    sessionStorage.setItem(ANNOUNCED_KEY, JSON.stringify([...seen.slice(-49), id]));
    return true;
  } catch {
    return true;
  }
}

export default function PictureViewer({ version, partial, streaming }: ViewerProps) {
  const t = useTranslations("pictureView");
  const picture = version
    ? parsePictureContent(version.content)
    : partial
      ? parsePictureContent(partial)
      : null;
  const createdAt = version?.created_at ?? null;
  // A round's picture is announced once, when it is first shown just after it was made (the
  // viewer itself often mounts only when the round's version arrives).
  useEffect(() => {
    const id = version?.id;
    if (!id || !createdAt || Date.now() - Date.parse(createdAt) >= FRESH_MS) return;
    if (firstSight(id)) toast.success(t("generated"));
  }, [version?.id, createdAt, t]);

  if (!picture) {
    return (
      <ViewerEmpty
        testId="picture-empty"
        title={streaming ? t("drawing") : t("emptyTitle")}
        body={streaming ? undefined : t("emptyBody")}
      />
    );
  }

  return (
    <PictureStage
      key={version?.id ?? "partial"}
      picture={picture}
      title={version?.title ?? null}
      versionNumber={version?.version_number ?? null}
    />
  );
}

/** One picture on its stage: zoom starts fitted for each version shown. */
function PictureStage({
  picture,
  title,
  versionNumber,
}: {
  picture: PictureContent;
  title: string | null;
  versionNumber: number | null;
}) {
  const t = useTranslations("pictureView");
  const { download, copy } = usePictureActions(picture, title, versionNumber);
  // null: fitted to the panel; otherwise a factor of the image's own pixels.
  const [zoom, setZoom] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const step = (direction: 1 | -1) => {
    const current = zoom ?? 1;
    const next =
      direction > 0
        ? ZOOMS.find((z) => z > current + 0.001)
        : [...ZOOMS].reverse().find((z) => z < current - 0.001);
    setZoom(next ?? current);
  };
  const fitted = zoom === null;

  return (
    <div className="flex h-full min-h-0 flex-col bg-white" data-testid="picture-viewer">
      <div className="flex items-center gap-1 border-b border-slate-200 px-2 py-1.5 sm:px-3">
        <button
          type="button"
          className={barButton}
          onClick={() => void download()}
          data-testid="picture-download"
        >
          <DownloadIcon className="h-4 w-4" />
          {t("download")}
        </button>
        <button type="button" className={barButton} onClick={() => void copy()} data-testid="picture-copy">
          <CopyIcon className="h-4 w-4" />
          {t("copy")}
        </button>
        <div className="ml-auto flex items-center gap-0.5" role="group" aria-label={t("imageLabel")}>
          <button
            type="button"
            className={barButton}
            onClick={() => step(-1)}
            aria-label={t("zoomOut")}
            title={t("zoomOut")}
            data-testid="picture-zoom-out"
          >
            −
          </button>
          <span
            className="w-12 text-center text-xs whitespace-nowrap tabular-nums text-ink-500"
            aria-live="polite"
            data-testid="picture-zoom-level"
          >
            {fitted ? t("fitShort") : `${Math.round((zoom ?? 1) * 100)}%`}
          </span>
          <button
            type="button"
            className={barButton}
            onClick={() => step(1)}
            aria-label={t("zoomIn")}
            title={t("zoomIn")}
            data-testid="picture-zoom-in"
          >
            +
          </button>
          <button
            type="button"
            className={barButton}
            onClick={() => setZoom(null)}
            aria-label={t("fit")}
            title={t("fit")}
            disabled={fitted}
          >
            <FitIcon className="h-4 w-4" />
          </button>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-auto bg-slate-50 bg-[radial-gradient(#e2e8f0_1px,transparent_1px)] [background-size:16px_16px]">
        <div
          className={`flex min-h-full min-w-full p-4 sm:p-6 ${fitted ? "h-full items-center justify-center" : "w-max items-start"}`}
        >
          {failed ? (
            <p className="m-auto text-sm text-ink-500" role="status">
              {t("loadFailed")}
            </p>
          ) : (
            // The image is the user's own upload (GET /files/{id}); next/image's optimiser is not for it.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={picture.url}
              alt={picture.prompt}
              width={picture.width}
              height={picture.height}
              onError={() => setFailed(true)}
              data-testid="picture-image"
              className={`rounded-xl shadow-lg ring-1 ring-slate-200 ${fitted ? "h-auto max-h-full w-auto max-w-full object-contain" : "max-w-none"}`}
              style={
                fitted
                  ? undefined
                  : { width: picture.width * (zoom ?? 1), height: picture.height * (zoom ?? 1) }
              }
            />
          )}
        </div>
      </div>
      {picture.source === "offline" && <OfflineNote picture={picture} />}
      <p
        className="line-clamp-2 border-t border-slate-100 px-4 py-2 text-xs text-ink-500"
        data-testid="picture-prompt"
      >
        <span className="font-medium text-ink-700">{t("prompt")}: </span>
        {picture.prompt}
      </p>
    </div>
  );
}

/** Says the picture is the built-in illustrator's, and which of the prompt's words it could not draw. */
function OfflineNote({ picture }: { picture: PictureContent }) {
  const t = useTranslations("pictureView");
  const missed = picture.not_drawn ?? [];
  return (
    <div
      className="flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-slate-100 px-4 py-2 text-xs text-ink-700"
      data-testid="picture-offline"
    >
      <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900">
        {t("offlineBadge")}
      </span>
      <span>{t("offlineHint")}</span>
      {missed.length > 0 && (
        <span className="font-medium text-ink-900" data-testid="picture-not-drawn">
          {t("notDrawn", { words: missed.join(", ") })}
        </span>
      )}
    </div>
  );
}
