/**
 * Export helpers (spec §7, errno 1 on failure): export to design tools as layered SVG, save as
 * image, get code. HTML sent by the viewer (unsaved edits) is cleaned like a saved page first;
 * it is rendered with the network off (export/browser.ts), a few pages at once and a couple per
 * user (export/export-pool.ts).
 */
import { Hono } from "hono";
import { z } from "zod";
import type { Context } from "hono";
import type { AppEnv } from "@/server/http/app-env";
import { ApiError, ERRNO } from "@/server/http/api-error";
import { jsonBody, parseInput } from "@/server/http/validate";
import { getOwnedChat } from "@/server/services/chats";
import { getVersion, type VersionRow } from "@/server/services/versions";
import { parseMultPrototype, type PrototypePage } from "@/lib/contracts/content/prototype";
import type { DesignType } from "@/lib/contracts/artifacts";
import {
  exportToDesignBody,
  getCodeBody,
  saveAsImageBody,
  PROTOTYPE_HELPER_TIMEOUT_MS,
  type CodeExportDto,
  type DesignExportDto,
  type SavedImageDto,
} from "@/lib/contracts/prototype";
import { repairPage } from "@/server/html/page-transform";
import { chromiumPath } from "@/server/artifacts/shared/export-browser/browser";
import { exportSvg } from "../export/design-export";
import { keepExport, keptExport } from "../export/kept-exports";
import { renderPng } from "../export/save-image";
import { exportCode } from "../export/code-export";
import { exportPool } from "@/server/artifacts/shared/export-browser/export-pool";
import { helperCall } from "../../shared/prototype-pages/helper-call";
import { multPrototypeKind, prototypeKind } from "@/lib/contracts/kinds";
import { contentDisposition } from "@/lib/contracts/file-names";
import { exportFileNameIn } from "@/server/i18n/export-file-name";
import { STORAGE_KEY } from "@/server/files/storage";

type Target = {
  row: VersionRow;
  pages: PrototypePage[];
  page: PrototypePage;
  title: string | null;
  design: DesignType;
};

/** The version (a page, or a set and one of its pages) the call is about; the chat must be the caller's. */
async function resolveTarget(
  c: Context<AppEnv>,
  body: { chat_id: string; version_id: string; page_id?: string },
): Promise<Target> {
  const db = c.get("db");
  const chat = await getOwnedChat(db, c.get("user").id, body.chat_id);
  let row: VersionRow;
  try {
    row = await getVersion(db, chat.id, prototypeKind.id, body.version_id);
  } catch {
    row = await getVersion(db, chat.id, multPrototypeKind.id, body.version_id);
  }
  const title = typeof row.meta?.title === "string" ? row.meta.title : chat.title;
  const design = row.designType as DesignType;
  if (row.type === prototypeKind.id) {
    const page = {
      id: row.id,
      file_name: "index.html",
      title: title ?? "",
      html: row.content,
      timestamp: row.createdAt.getTime(),
    };
    return { row, pages: [page], page, title, design };
  }
  const set = parseMultPrototype(row.content);
  if (!set) throw new ApiError(ERRNO.NOT_FOUND, "versionNotFound");
  const page = (body.page_id && set.pages.find((p) => p.id === body.page_id)) || set.pages[0];
  return { row, pages: set.pages, page, title, design };
}

function withTimeout<T>(work: Promise<T>, key: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(ERRNO.INTERNAL, key)), PROTOTYPE_HELPER_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function htmlFor(target: Target, sent: string | undefined): Promise<string> {
  return sent?.trim() ? repairPage(sent) : target.page.html;
}

/**
 * The export's file name (the one rule: `<title>-<kind>-v<n>.<ext>`): a page of a set is named
 * after the page, as the viewer names its picture; a whole set (zip) after the set.
 */
function fileNameOf(
  c: Context<AppEnv>,
  target: Target,
  extension: string,
  options: { whole?: boolean; scale?: number } = {},
): string {
  const title = options.whole ? target.title : target.page.title || target.title;
  return exportFileNameIn(c.get("locale"), {
    title,
    kind: prototypeKind.id,
    version: target.row.versionNumber,
    extension,
    scale: options.scale,
  });
}

export const exportRoutes = new Hono<AppEnv>()
  .post("/prototype/export_to_mastergo", (c) =>
    helperCall<DesignExportDto | null>(c, "exportFailed", null, async () => {
      const body = await jsonBody(c, exportToDesignBody);
      const target = await resolveTarget(c, body);
      if (!chromiumPath()) throw new ApiError(ERRNO.INTERNAL, "exportFailed");
      const html = await htmlFor(target, body.html_content);
      const { svg, textLayers } = await withTimeout(
        exportPool().run(c.get("user").id, () => exportSvg(html, target.design)),
        "exportFailed",
      );
      const fileName = fileNameOf(c, target, "svg");
      const taskId = await keepExport(c.get("services").files, { userId: c.get("user").id, svg, fileName });
      return {
        task_id: taskId,
        status: "complete" as const,
        file_name: fileName,
        svg,
        download_url: `/api/prototype/export_to_mastergo/${taskId}`,
        text_layers: textLayers,
      };
    }),
  )
  .get("/prototype/export_to_mastergo/:taskId", async (c) => {
    const { taskId } = parseInput(c, z.object({ taskId: z.string().regex(STORAGE_KEY) }), c.req.param());
    const kept = await keptExport(c.get("services").files, c.get("user").id, taskId);
    if (!kept) throw new ApiError(ERRNO.NOT_FOUND, "exportMissing");
    return c.body(kept.svg, 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Content-Disposition": contentDisposition(kept.fileName),
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      "X-Content-Type-Options": "nosniff",
    });
  })
  .post("/prototype/save_as_image", (c) =>
    helperCall<SavedImageDto | null>(c, "saveImageFailed", null, async () => {
      const body = await jsonBody(c, saveAsImageBody);
      const target = await resolveTarget(c, body);
      if (!chromiumPath()) throw new ApiError(ERRNO.INTERNAL, "saveImageFailed");
      const html = await htmlFor(target, body.html_content);
      return withTimeout(
        exportPool().run(c.get("user").id, () =>
          renderPng(
            html,
            body.design_type ?? target.design,
            fileNameOf(c, target, "png", { scale: body.scale }),
            undefined,
            body.scale ?? 1,
          ),
        ),
        "saveImageFailed",
      );
    }),
  )
  .post("/prototype/get_code", (c) =>
    helperCall<CodeExportDto | null>(c, "getCodeFailed", null, async () => {
      const body = await jsonBody(c, getCodeBody);
      const target = await resolveTarget(c, body);
      const pages = body.code_type === "zip" ? target.pages : [target.page];
      const whole = body.code_type === "zip";
      return withTimeout(
        exportCode(pages, body.code_type, target.title, (extension) =>
          fileNameOf(c, target, extension, { whole }),
        ),
        "getCodeFailed",
      );
    }),
  );
