"use client";
/**
 * Adding files to the next message: at most 5 (extras skipped with a warning), pictures over
 * 10 MB refused here, the rest uploaded through POST /files (type checked by content there).
 * A failed upload leaves the list with a notice in the server's words (spec §8 upload errors).
 */
import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { fitAttachments, IMAGE_MAX_MB, isImage, uploadApi } from "@/lib/chat/attachments";
import { MAX_ATTACHMENTS } from "@/lib/contracts/chat-limits";
import { useDraftStore } from "@/lib/stores/draft-store";
import { NEW_CHAT } from "@/lib/stores/composer-store";
import { useApiErrorHandler } from "@/lib/api/use-api-error-handler";

let sequence = 0;

export function useAttachmentUpload(draftKey: string): (files: File[]) => void {
  const t = useTranslations("composer");
  const handleError = useApiErrorHandler();
  return useCallback(
    (files: File[]) => {
      const store = useDraftStore.getState();
      const { accepted, skipped } = fitAttachments(store.get(draftKey).attachments.length, files);
      if (skipped > 0)
        toast.warning(t("attachmentsSkipped", { max: MAX_ATTACHMENTS, skipped }), { duration: 5000 });
      for (const file of accepted) {
        if (isImage(file) && file.size > IMAGE_MAX_MB * 1024 * 1024) {
          toast.error(t("imageTooLarge", { maxSize: IMAGE_MAX_MB }), { duration: 5000 });
          continue;
        }
        const key = `local-${++sequence}`;
        store.setAttachments(draftKey, (list) => [
          ...list,
          { key, file_name: file.name, size: file.size, status: "uploading" },
        ]);
        uploadApi.upload(file, { chatId: draftKey === NEW_CHAT ? null : draftKey }).then(
          (ref) =>
            store.setAttachments(draftKey, (list) =>
              list.map((a) => (a.key === key ? { ...a, key: ref.id, status: "ready", ref } : a)),
            ),
          (error) => {
            store.setAttachments(draftKey, (list) => list.filter((a) => a.key !== key));
            handleError(error, t("uploadFailed", { name: file.name }));
          },
        );
      }
    },
    [draftKey, t, handleError],
  );
}
