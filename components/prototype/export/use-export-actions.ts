"use client";
/**
 * The viewer's share/export actions (spec §2, §7, §8): save as image (rendered inside the
 * sandboxed page, the server as fallback), export to a design tool (an SVG of editable layers,
 * downloaded), copy to a design tool (the same SVG on the clipboard), get code (HTML, React, a zip
 * of a page set) and copy code. Each failure shows its spec §8 message.
 */
import { useCallback, useState } from "react";
import { prototypeKind } from "@/lib/contracts/kinds";
import { toast } from "sonner";
import { useTranslations } from "next-intl";
import { NOTICE_MS } from "@/lib/api/handle-api-error";
import type { CodeType, ImageScale } from "@/lib/contracts/prototype";
import type { DesignType } from "@/lib/contracts/artifacts";
import { exportToDesignTool, getCode, saveImageOnServer, type Target } from "../api";
import { useExportFileName } from "@/components/artifacts/shared/use-export-file-name";
import { base64ToBlob, dataUrlToBlob, downloadBlob, downloadText } from "./download";

export type ExportBusy = null | "image" | "design" | "copyDesign" | "code";

type Options = {
  target: Target | null;
  /** What the page is called (its page or version title); the exports are named after it. */
  title: string | null;
  designType: DesignType;
  /** The HTML with unsaved edits (null: none, the stored version is exported). */
  editedHtml: string | null;
  /** The page's HTML as shown (for Copy code). */
  sourceHtml: string | null;
  /** Renders the page inside the frame at a pixel density; rejects when the frame cannot. */
  captureInFrame: (scale: ImageScale) => Promise<string>;
};

const CODE_FILES: Record<CodeType, { extension: string; mime: string }> = {
  html: { extension: "html", mime: "text/html" },
  react: { extension: "jsx", mime: "text/javascript" },
  zip: { extension: "zip", mime: "application/zip" },
};

export function useExportActions({
  target,
  title,
  designType,
  editedHtml,
  sourceHtml,
  captureInFrame,
}: Options) {
  const t = useTranslations("prototype.export");
  const exportName = useExportFileName();
  const [busy, setBusy] = useState<ExportBusy>(null);
  // One toast per export: a pending one (when there is a wait) that its outcome replaces.
  const fail = useCallback(
    (message: string, id?: string | number) => toast.error(message, { duration: NOTICE_MS, id }),
    [],
  );

  const saveImage = useCallback(
    async (scale: ImageScale = 1) => {
      if (!target) return;
      setBusy("image");
      const fileName = exportName({
        title,
        kind: prototypeKind.id,
        version: target.version.version_number,
        extension: "png",
        scale,
      });
      try {
        let dataUrl: string;
        try {
          dataUrl = await captureInFrame(scale);
        } catch {
          // The page could not render itself (no runtime, an asset refused): the server renders it.
          dataUrl = (await saveImageOnServer(target, designType, editedHtml ?? undefined, scale)).data_url;
        }
        downloadBlob(dataUrlToBlob(dataUrl), fileName);
        toast.success(t("imageSaved"));
      } catch {
        fail(t("imageFailed"));
      } finally {
        setBusy(null);
      }
    },
    [target, title, designType, editedHtml, captureInFrame, exportName, t, fail],
  );

  const exportDesign = useCallback(async () => {
    if (!target) return;
    setBusy("design");
    const id = toast.loading(t("designSubmitted"));
    try {
      const result = await exportToDesignTool(target, editedHtml ?? undefined);
      const fileName =
        result.file_name ||
        exportName({
          title,
          kind: prototypeKind.id,
          version: target.version.version_number,
          extension: "svg",
        });
      downloadText(result.svg, fileName, "image/svg+xml");
      toast.success(t("designReady"), { id });
    } catch {
      fail(t("failed"), id);
    } finally {
      setBusy(null);
    }
  }, [target, editedHtml, title, exportName, t, fail]);

  const copyDesign = useCallback(async () => {
    if (!target) return;
    setBusy("copyDesign");
    // The clipboard item is created in the click (browsers want the user's gesture); its data
    // arrives when the export does.
    const svg = exportToDesignTool(target, editedHtml ?? undefined).then((result) => result.svg);
    try {
      if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
        try {
          await navigator.clipboard.write([
            new ClipboardItem({
              "image/svg+xml": svg.then((text) => new Blob([text], { type: "image/svg+xml" })),
              "text/plain": svg.then((text) => new Blob([text], { type: "text/plain" })),
            }),
          ]);
        } catch (error) {
          // Some browsers refuse the SVG type: the SVG as text still pastes as layers in Figma.
          const text = await svg; // an export failure surfaces here
          if (!navigator.clipboard?.writeText) throw error;
          await navigator.clipboard.writeText(text);
        }
      } else {
        await navigator.clipboard.writeText(await svg);
      }
      toast.success(t("copiedToDesign"));
    } catch {
      fail(t("failed"));
    } finally {
      setBusy(null);
    }
  }, [target, editedHtml, t, fail]);

  const downloadCode = useCallback(
    async (codeType: CodeType) => {
      if (!target) return;
      setBusy("code");
      try {
        const result = await getCode(target, codeType);
        const file = CODE_FILES[result.code_type] ?? CODE_FILES[codeType];
        const name =
          result.file_name ||
          exportName({
            title,
            kind: prototypeKind.id,
            version: target.version.version_number,
            extension: file.extension,
          });
        if (result.encoding === "base64")
          downloadBlob(base64ToBlob(result.content, result.mime || file.mime), name);
        else downloadText(result.content, name, result.mime || file.mime);
        toast.success(t("codeReady"));
      } catch {
        fail(t("failed"));
      } finally {
        setBusy(null);
      }
    },
    [target, title, exportName, t, fail],
  );

  const copyCode = useCallback(async () => {
    try {
      if (!sourceHtml) throw new Error("nothing to copy");
      await navigator.clipboard.writeText(sourceHtml);
      toast.success(t("codeCopied"));
    } catch {
      fail(t("copyFromVersionFailed"));
    }
  }, [sourceHtml, t, fail]);

  return { busy, saveImage, exportDesign, copyDesign, downloadCode, copyCode };
}
