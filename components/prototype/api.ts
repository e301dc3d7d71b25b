/**
 * The prototype calls of spec §7 as the viewer makes them (through the BFF). Helper calls answer
 * errno 1 with an errmsg when they fail (spec §7); `apiRequest` turns that into a ClientApiError
 * and the caller shows the spec §8 message.
 */
import { apiRequest } from "@/lib/api/client";
import type { BaseChoice, VersionDto } from "@/lib/contracts/versions";
import {
  PROTOTYPE_HELPER_TIMEOUT_MS,
  type CodeExportDto,
  type CodeType,
  type DesignExportDto,
  type ImageScale,
  type PrototypeStyleDto,
  type SavedImageDto,
  type ShareDto,
  type ShareKind,
  type TemplateSummaryDto,
  type TemplateTagDto,
} from "@/lib/contracts/prototype";
import type { DesignType } from "@/lib/contracts/artifacts";
import { multPrototypeKind, prototypeKind } from "@/lib/contracts/kinds";

export type PrototypeKind = ShareKind;

/** Where an edit or export applies: the version shown and, for a set, the page. */
export type Target = { chatId: string; kind: PrototypeKind; version: VersionDto; pageId: string | null };

const post = <T>(path: string, json: unknown, timeoutMs?: number) =>
  apiRequest<T>(path, { method: "POST", json, timeoutMs });

/** Saves edited HTML as a new version (spec §7 prototype-html-code / mult-prototype-html-code). */
export function saveHtml(target: Target, html: string, choice?: BaseChoice): Promise<unknown> {
  const chosen = choice ? { base_choice: choice } : {};
  if (target.kind === prototypeKind.id)
    return post("/api/chats/prototype-html-code", {
      chat_id: target.chatId,
      version_id: target.version.id,
      html_code: html,
      ...chosen,
    });
  return post("/api/chats/mult-prototype-html-code", {
    chat_id: target.chatId,
    page_id: target.pageId,
    version_num: target.version.version_number,
    html_code: html,
    ...chosen,
  });
}

export function createShare(target: Target, title: string): Promise<ShareDto> {
  if (target.kind === prototypeKind.id)
    return post("/api/prototype/share", {
      chat_id: target.chatId,
      current_title: title,
      version_id: target.version.id,
    });
  return post("/api/mult_prototype/share", {
    chat_id: target.chatId,
    current_title: title,
    version_number: target.version.version_number,
  });
}

export function revokeShare(shareId: string): Promise<unknown> {
  return apiRequest(`/api/prototype/share/${encodeURIComponent(shareId)}`, { method: "DELETE" });
}

const exportTarget = (target: Target, html?: string) => ({
  chat_id: target.chatId,
  version_id: target.version.id,
  ...(target.pageId && target.kind === multPrototypeKind.id ? { page_id: target.pageId } : {}),
  ...(html !== undefined ? { html_content: html } : {}),
});

export function exportToDesignTool(target: Target, html?: string): Promise<DesignExportDto> {
  return post("/api/prototype/export_to_mastergo", exportTarget(target, html), PROTOTYPE_HELPER_TIMEOUT_MS);
}

export function saveImageOnServer(
  target: Target,
  designType: DesignType,
  html?: string,
  scale: ImageScale = 1,
): Promise<SavedImageDto> {
  return post(
    "/api/prototype/save_as_image",
    { ...exportTarget(target, html), design_type: designType, scale },
    PROTOTYPE_HELPER_TIMEOUT_MS,
  );
}

export function getCode(target: Target, codeType: CodeType): Promise<CodeExportDto> {
  const { html_content: _unused, ...body } = exportTarget(target);
  void _unused;
  return post("/api/prototype/get_code", { ...body, code_type: codeType }, PROTOTYPE_HELPER_TIMEOUT_MS);
}

export const fetchTags = () => apiRequest<TemplateTagDto[]>("/api/prototype/tags");
export const fetchStyles = () => apiRequest<PrototypeStyleDto[]>("/api/prototype/styles");
export function fetchTemplates(
  tag: string | null,
  designType: DesignType | null,
): Promise<TemplateSummaryDto[]> {
  const query = new URLSearchParams();
  if (tag) query.set("tag", tag);
  if (designType) query.set("design_type", designType);
  const qs = query.toString();
  return apiRequest<TemplateSummaryDto[]>(`/api/prototype/templates${qs ? `?${qs}` : ""}`);
}
