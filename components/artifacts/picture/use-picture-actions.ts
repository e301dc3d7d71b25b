"use client";
/** Download and copy of a picture version's image, with the spec's failure texts (spec §8). */
import { useCallback } from "react";
import { pictureKind } from "@/lib/contracts/kinds";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { downloadFile } from "../shared/download";
import { useExportFileName } from "../shared/use-export-file-name";
import type { PictureContent } from "@/lib/contracts/pictures";

async function imageBlob(url: string): Promise<Blob> {
  const res = await fetch(url, { credentials: "same-origin" });
  if (!res.ok) throw new Error(`image ${res.status}`);
  return res.blob();
}

export function usePictureActions(
  picture: PictureContent | null,
  title: string | null,
  versionNumber: number | null,
) {
  const t = useTranslations("pictureView");
  const exportName = useExportFileName();
  const download = useCallback(async () => {
    if (!picture) return;
    try {
      const blob = await imageBlob(picture.url);
      const extension = blob.type === "image/png" ? "png" : (blob.type.split("/")[1] ?? "png");
      downloadFile(
        blob,
        exportName({
          title: title || picture.prompt,
          kind: pictureKind.id,
          version: versionNumber,
          extension,
        }),
        blob.type || "image/png",
      );
    } catch {
      toast.error(t("downloadFailed"), { duration: 5000 });
    }
  }, [picture, title, versionNumber, exportName, t]);

  const copy = useCallback(async () => {
    if (!picture) return;
    try {
      const blob = await imageBlob(picture.url);
      await navigator.clipboard.write([new ClipboardItem({ [blob.type || "image/png"]: blob })]);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"), { duration: 5000 });
    }
  }, [picture, t]);

  return { download, copy };
}
