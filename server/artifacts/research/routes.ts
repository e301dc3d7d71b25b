/**
 * The research routes of spec §7 (besides the generic `research-versions` lists):
 * `GET /chats/{id}/report` answers the latest complete report (null when there is none) and
 * `POST /chats/{id}/research-save` stores the user's edited report as a new version.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env";
import { ok } from "../../http/envelope";
import { jsonBody, parseInput } from "../../http/validate";
import { getOwnedChat } from "../../services/chats";
import {
  createVersion,
  getVersion,
  latestVersion,
  versionJson,
  type VersionRow,
} from "../../services/versions";
import { researchKind } from "@/lib/contracts/kinds";
import { reportPdfBodySchema, researchSaveSchema, type ReportPdfDto } from "@/lib/contracts/research";
import { ApiError, ERRNO } from "../../http/api-error";
import { chromiumPath } from "@/server/artifacts/shared/export-browser/browser";
import { exportPool } from "@/server/artifacts/shared/export-browser/export-pool";
import { renderReportPdf } from "./report-pdf";
import { exportFileNameIn } from "@/server/i18n/export-file-name";
import { checkEditedReport, reportTitle } from "./save-report";
import { reportVersionFields } from "./version-fields";
import { refuseUnchangedEdit } from "../../services/unchanged-edit";

const params = z.object({ id: z.string().min(1).max(100) });

const reportJson = (row: VersionRow) => ({ ...versionJson(row), ...reportVersionFields(row) });

export const researchRoutes = new Hono<AppEnv>();

researchRoutes.get("/chats/:id/report", async (c) => {
  const { id } = parseInput(c, params, c.req.param());
  const chat = await getOwnedChat(c.get("db"), c.get("user").id, id);
  const latest = await latestVersion(c.get("db"), chat.id, researchKind.id);
  return ok(c, latest ? reportJson(latest) : null);
});

researchRoutes.post("/chats/:id/research-save", async (c) => {
  const { id } = parseInput(c, params, c.req.param());
  const body = await jsonBody(c, researchSaveSchema);
  const db = c.get("db");
  const user = c.get("user");
  const chat = await getOwnedChat(db, user.id, id);
  const content = await checkEditedReport(body.content, c.get("locale"));
  const base = body.base_version_id
    ? await getVersion(db, chat.id, researchKind.id, body.base_version_id)
    : await latestVersion(db, chat.id, researchKind.id);
  await refuseUnchangedEdit(db, chat.id, researchKind.id, base, body.content, content);
  const version = await createVersion(db, {
    chatId: chat.id,
    userId: user.id,
    kind: researchKind.id,
    content,
    title: reportTitle(content) ?? (typeof base?.meta?.title === "string" ? base.meta.title : null),
    source: "edited",
    meta: { ...(base ? { base_version_id: base.id, report_type: base.meta?.report_type } : {}) },
  });
  return ok(c, reportJson(version));
});

/**
 * The report as PDF: the version must be the user's (the title and file name come
 * from it); the article is what their viewer rendered. Printed in the shared export pool.
 */
researchRoutes.post("/chats/:id/report/pdf", async (c) => {
  const { id } = parseInput(c, params, c.req.param());
  const body = await jsonBody(c, reportPdfBodySchema);
  const db = c.get("db");
  const user = c.get("user");
  const chat = await getOwnedChat(db, user.id, id);
  const version = body.version_id
    ? await getVersion(db, chat.id, researchKind.id, body.version_id)
    : await latestVersion(db, chat.id, researchKind.id);
  if (!version) throw new ApiError(ERRNO.NOT_FOUND, "exportFailed");
  if (!chromiumPath()) throw new ApiError(ERRNO.INTERNAL, "exportFailed");
  const title =
    reportTitle(version.content) ??
    (typeof version.meta?.title === "string" ? version.meta.title : null) ??
    chat.title;
  const pdf = await exportPool().run(user.id, () => renderReportPdf(body.html, title, c.get("locale")));
  const dto: ReportPdfDto = {
    file_name: exportFileNameIn(c.get("locale"), {
      title,
      kind: "report",
      version: version.versionNumber,
      extension: "pdf",
    }),
    mime: "application/pdf",
    data_url: `data:application/pdf;base64,${pdf.toString("base64")}`,
  };
  return ok(c, dto);
});
