/**
 * The prototype calls of spec §7 (content, edits, templates, styles, share, export), written
 * once for the API that answers them and the viewers that call them.
 *
 * Helper calls (export, image save, get code, tags, templates, template detail, share, styles)
 * never fail with an error status: a failure answers errno 1 (`ERRNO.HELPER_FAILED`) with an
 * errmsg and empty data (`[]` for lists, `null` otherwise), spec §7.
 *
 * AI Modify of one element is a stream round (`POST /chats/{id}/stream`, mode `prototype` or
 * `mult_prototype`) with `edit_html` = the selected element's outerHTML as the viewer shows it;
 * its root's `data-vs-id` names the node to replace. `base_version_id` names the version (latest
 * when absent) and, for multi-page prototypes, `mult_page_id` the page.
 */
import { z } from "zod";
import { DESIGN_TYPES } from "./artifacts";
import { deviceInputSchema, sharedDeviceSegment } from "./devices";
import { baseChoiceSchema, versionSchema, versionSummarySchema } from "./versions";
import { imageScaleSchema } from "./image-scales";
export type { ImageScale } from "./image-scales";
import { prototypePageSchema } from "./content/prototype";
import { multPrototypeKind, prototypeKind } from "./kinds";

/** The kinds whose versions are pages: shared, previewed and exported alike. */
export const SHARE_KINDS = [prototypeKind.id, multPrototypeKind.id] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** The sandbox of every generated page: header CSP and iframe attribute (never allow-same-origin). */
export const PREVIEW_SANDBOX = "allow-scripts allow-forms allow-popups allow-modals";

const id = z.string().trim().min(1).max(100);
/** Pasted or edited HTML: a page is rarely above 300 KB; refuse what cannot be a page. */
const htmlCode = z.string().min(1).max(2_000_000);

// --- where pages are served (same origin by default; PREVIEW_ORIGIN redirects there) ---------

/** `/html/{chatId}/{versionId?}` (latest when absent), `?page=` for a page of a set. */
export function previewPath(chatId: string, versionId?: string | null, pageId?: string | null): string {
  const base = `/html/${encodeURIComponent(chatId)}${versionId ? `/${encodeURIComponent(versionId)}` : ""}`;
  return pageId ? `${base}?page=${encodeURIComponent(pageId)}` : base;
}

/** The shared page document (what the shared views frame): revoking the share ends it. */
export function sharedPreviewPath(shareId: string, pageId?: string | null): string {
  const base = `/prototype-html/shared/${encodeURIComponent(shareId)}`;
  return pageId ? `${base}?page=${encodeURIComponent(pageId)}` : base;
}

export function templatePreviewPath(slug: string): string {
  return `/prototype-html/templates/${encodeURIComponent(slug)}`;
}

/** The shared views of spec §2: `/shared/{shareId}` for a page, `/shared/{device}/{shareId}` for a set. */
export function sharedViewPath(share: { share_id: string; kind: ShareKind; design_type: string }): string {
  if (share.kind === prototypeKind.id) return `/shared/${encodeURIComponent(share.share_id)}`;
  return `/shared/${sharedDeviceSegment(share.design_type)}/${encodeURIComponent(share.share_id)}`;
}

// --- content and edits --------------------------------------------------------------------

/** GET /chats/{id}/prototype-content: the latest complete version (null when there is none). */
export const prototypeContentDtoSchema = versionSchema.extend({ preview_url: z.string() }).nullable();
export type PrototypeContentDto = z.infer<typeof prototypeContentDtoSchema>;

/** POST /chats/prototype-html-code: saves edited HTML as a new version (`source: "edited"`). */
export const prototypeHtmlCodeBody = z.object({
  chat_id: id,
  version_id: id,
  html_code: htmlCode,
  base_choice: baseChoiceSchema.optional(),
});
export type PrototypeHtmlCodeBody = z.infer<typeof prototypeHtmlCodeBody>;

/** POST /chats/mult-prototype-html-code: a new version of the set with one page replaced. */
export const multPrototypeHtmlCodeBody = z.object({
  chat_id: id,
  page_id: id,
  /** The version the edit was made on (number, or id). */
  version_num: z.union([z.number().int().min(1), id]),
  html_code: htmlCode,
  base_choice: baseChoiceSchema.optional(),
});
export type MultPrototypeHtmlCodeBody = z.infer<typeof multPrototypeHtmlCodeBody>;

/** POST /chats/mult-prototype-contents: the pages of one version (latest when no number). */
export const multPrototypeContentsBody = z.object({
  chat_id: id,
  version_number: z.coerce.number().int().min(1).optional(),
});

export const servedPageSchema = prototypePageSchema.extend({ preview_url: z.string() });
export const multPrototypeContentsSchema = z
  .object({ version: versionSummarySchema, pages: z.array(servedPageSchema) })
  .nullable();
export type MultPrototypeContentsDto = z.infer<typeof multPrototypeContentsSchema>;

// --- templates and styles -------------------------------------------------------------------

export const templateTagSchema = z.object({ id: z.string(), name: z.string() });
export type TemplateTagDto = z.infer<typeof templateTagSchema>;

export const templatesQuery = z.object({
  tag: z.string().trim().max(50).optional(),
  design_type: deviceInputSchema.optional(),
});

export const templateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  tag: z.string(),
  design_type: z.enum(DESIGN_TYPES),
  thumbnail: z.string(),
  preview_url: z.string(),
});
export type TemplateSummaryDto = z.infer<typeof templateSummarySchema>;
export const templateDetailSchema = templateSummarySchema.extend({ html: z.string() });
export type TemplateDetailDto = z.infer<typeof templateDetailSchema>;

/** A design style (palette, radius, type scale, mood) a generation follows (`prototype_style_id`). */
export const prototypeStyleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  mood: z.string(),
  palette: z.object({
    primary: z.string(),
    on_primary: z.string(),
    accent: z.string(),
    background: z.string(),
    surface: z.string(),
    text: z.string(),
    muted: z.string(),
    border: z.string(),
  }),
  radius: z.string(),
  font_family: z.string(),
  /** Font sizes in px: display, h1, h2, body, small. */
  type_scale: z.object({
    display: z.number(),
    h1: z.number(),
    h2: z.number(),
    body: z.number(),
    small: z.number(),
  }),
});
export type PrototypeStyleDto = z.infer<typeof prototypeStyleSchema>;

// --- share ------------------------------------------------------------------------------------

export const prototypeShareBody = z.object({
  chat_id: id,
  current_title: z.string().trim().max(200).default(""),
  version_id: id,
});
export const multPrototypeShareBody = z.object({
  chat_id: id,
  current_title: z.string().trim().max(200).default(""),
  version_number: z.coerce.number().int().min(1),
});

export const shareSchema = z.object({
  share_id: z.string(),
  kind: z.enum(SHARE_KINDS),
  chat_id: z.string(),
  version_id: z.string(),
  version_number: z.number().int(),
  title: z.string(),
  design_type: z.enum(DESIGN_TYPES),
  created_at: z.string(),
  /** The shared view (`/shared/…`) to hand out, and the page document it frames. */
  share_url: z.string(),
  html_url: z.string(),
});
export type ShareDto = z.infer<typeof shareSchema>;

/** GET /prototype/shared/{shareId} (public): what a visitor may see; no chat id. */
export const sharedContentSchema = z.object({
  share_id: z.string(),
  kind: z.enum(SHARE_KINDS),
  title: z.string(),
  design_type: z.enum(DESIGN_TYPES),
  created_at: z.string(),
  html_url: z.string(),
  /** The page directory of a set (each with its document URL); absent for a single page. */
  pages: z
    .array(
      z.object({
        id: z.string(),
        file_name: z.string(),
        title: z.string(),
        timestamp: z.number(),
        html_url: z.string(),
      }),
    )
    .optional(),
});
export type SharedContentDto = z.infer<typeof sharedContentSchema>;

// --- export -----------------------------------------------------------------------------------

const exportTarget = {
  chat_id: id,
  /** A `prototype` version id, or a `mult_prototype` version id or number (with `page_id`). */
  version_id: z.union([id, z.number().int().min(1).transform(String)]),
  page_id: id.optional(),
  /** The HTML as the viewer holds it (unsaved edits included); the stored version when absent. */
  html_content: z.string().max(2_000_000).optional(),
};

export const exportToDesignBody = z.object(exportTarget);
export const designExportSchema = z.object({
  task_id: z.string(),
  status: z.enum(["complete"]),
  file_name: z.string(),
  /** Layers as SVG (groups, rects, text, images) for Figma, Penpot and MasterGo. */
  svg: z.string(),
  /** GET it to download the same SVG as a file. */
  download_url: z.string(),
  /** How many text layers the SVG holds (one per visible text run). */
  text_layers: z.number().int(),
});
export type DesignExportDto = z.infer<typeof designExportSchema>;

export const saveAsImageBody = z.object({
  ...exportTarget,
  design_type: deviceInputSchema.optional(),
  scale: imageScaleSchema.optional(),
});
export const savedImageSchema = z.object({
  file_name: z.string(),
  mime: z.literal("image/png"),
  width: z.number(),
  height: z.number(),
  data_url: z.string(),
});
export type SavedImageDto = z.infer<typeof savedImageSchema>;

export const CODE_TYPES = ["html", "react", "zip"] as const;
export type CodeType = (typeof CODE_TYPES)[number];
export const getCodeBody = z.object({
  chat_id: id,
  version_id: exportTarget.version_id,
  page_id: id.optional(),
  code_type: z.enum(CODE_TYPES),
});
export const codeExportSchema = z.object({
  code_type: z.enum(CODE_TYPES),
  file_name: z.string(),
  mime: z.string(),
  /** Text for html/react; base64 for zip. */
  encoding: z.enum(["utf8", "base64"]),
  content: z.string(),
});
export type CodeExportDto = z.infer<typeof codeExportSchema>;

/** Timeouts of spec §9 for the slow helper calls (image save, get code). */
export const PROTOTYPE_HELPER_TIMEOUT_MS = 120_000;
