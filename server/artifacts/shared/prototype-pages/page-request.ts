/**
 * The artifact request of one prototype page (new, modified, or one page of a set): the
 * prompt, the page transform (document, Tailwind inlined, ids), validation, repair and the
 * Offline model's writers.
 */
import type { ModelMessage } from "ai";
import type { ArtifactKind, DesignType } from "@/lib/contracts/artifacts";
import type { ArtifactRequest } from "@/server/engine/artifact-pipeline";
import { preparePage } from "@/server/html/page-transform";
import type { PrototypeStyle } from "@/server/html/styles";
import { PAGE_FIX_TASK, PAGE_TASK } from "./offline-tasks";
import { PAGE_CHECKS } from "./page-checks";
import { fixPrompt, pageSystemPrompt, type PrototypeOption } from "./prompts";

export type PageRequestInput = {
  kind: ArtifactKind;
  device: DesignType;
  style: PrototypeStyle;
  option: PrototypeOption;
  language: "en" | "zh";
  messages: ModelMessage[];
  /** The Offline model's task data (its writer reads the prompt, page plan, style…). */
  offline: Record<string, unknown>;
  page?: { id: string; file_name: string };
  title?: string | null;
  /** A new page is named by the page it turned out to be (its <title>), `title` being the fallback. */
  nameFromPage?: boolean;
  meta?: Record<string, unknown>;
  proseToChat?: boolean;
};

export const PAGE_MAX_OUTPUT_TOKENS = 24_000;

export function pageArtifactRequest(input: PageRequestInput): ArtifactRequest {
  const version = { designType: input.device, title: input.title ?? null, meta: input.meta ?? {} };
  return {
    kind: input.kind,
    shape: "html",
    system: pageSystemPrompt({
      device: input.device,
      style: input.style,
      option: input.option,
      language: input.language,
    }),
    messages: input.messages,
    offline: {
      task: PAGE_TASK,
      device: input.device,
      style_id: input.style.id,
      option: input.option,
      language: input.language,
      // The brief is read in the page's language (the request's words), not the interface's: a
      // Chinese request typed in the English interface otherwise matched the English packs.
      locale: input.language,
      ...input.offline,
    },
    offlineFix: { task: PAGE_FIX_TASK },
    transform: async (body) => {
      const page = await preparePage(body, input.language === "zh" ? "zh-CN" : "en");
      if (input.nameFromPage) version.title = clipTitle(pageTitle(page)) ?? version.title;
      return page;
    },
    // A page of a set is checked as a page; a single page by its kind's own checks.
    checks: input.page ? PAGE_CHECKS : undefined,
    fixPrompt,
    maxOutputTokens: PAGE_MAX_OUTPUT_TOKENS,
    page: input.page,
    proseToChat: input.proseToChat,
    version,
  };
}

/** A page's title: its <title>, else its first heading. */
export function pageTitle(html: string): string | null {
  const title =
    html.match(/<title[^>]*>([^<]{1,200})<\/title>/i)?.[1] ??
    html.match(/<h1[^>]*>([\s\S]{1,300}?)<\/h1>/i)?.[1];
  const text = title
    ?.replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return text ? text.slice(0, 120) : null;
}

/** A version title from the user's request (its first line, shortened). */
export function titleFromPrompt(text: string): string | null {
  return clipTitle(
    text
      .split("\n")
      .find((l) => l.trim())
      ?.replace(/\s+/g, " ")
      .trim() ?? null,
  );
}

function clipTitle(text: string | null): string | null {
  return text ? (text.length > 60 ? `${text.slice(0, 60)}…` : text) : null;
}
