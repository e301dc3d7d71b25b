/**
 * What a test-case export is called: after what the cases test — the PRD they were written from
 * (or the chat's PRD), else the chat's title — then "Test cases" ("Meal Planner - Test cases.csv").
 * A version's own title only counts its cases ("Test cases (20)"), which names nothing.
 */
import { chatApi } from "@/lib/chat/chat-api";
import { DEFAULT_CHAT_TITLE } from "@/lib/contracts/chat";
import { prdKind } from "@/lib/contracts/kinds";
import { cutAtWord, FILE_NAME_MAX } from "@/lib/contracts/file-names";
import type { VersionDto } from "@/lib/contracts/versions";
import { useVersionStore } from "@/lib/stores/version-store";

/** "PRD", "产品需求文档" and the like around a PRD's title say what the document is, not what it is about. */
const PRD_WORDS = String.raw`(?:PRD|Product requirements?(?: document)?|产品需求文档|需求文档|产品需求说明书)`;
const PRD_AROUND = new RegExp(
  String.raw`^\s*${PRD_WORDS}\s*[:：\-–—|]\s*|\s*[:：\-–—|(（]?\s*${PRD_WORDS}\s*[)）]?\s*$`,
  "gi",
);

async function prdTitle(chatId: string, version: VersionDto): Promise<string | null> {
  const store = useVersionStore.getState();
  const listed = store.list(chatId, prdKind.id).versions;
  const versions = listed.length ? listed : await store.loadVersions(chatId, prdKind.id);
  const from =
    typeof version.meta?.prd_version_id === "string"
      ? versions.find((v) => v.id === version.meta.prd_version_id)
      : undefined;
  const title = (from ?? versions.find((v) => v.status === "complete"))?.title
    ?.replace(PRD_AROUND, "")
    .trim();
  return title || null;
}

async function chatTitle(chatId: string): Promise<string | null> {
  const { title } = await chatApi.detail(chatId);
  return title && title !== DEFAULT_CHAT_TITLE ? title : null;
}

/** "<subject> - <kind>", or the kind alone when nothing names the subject. */
export async function testCaseFileTitle(
  chatId: string,
  version: VersionDto | null,
  kind: string,
): Promise<string> {
  const subject = version ? await prdTitle(chatId, version).catch(() => null) : null;
  const named = subject ?? (await chatTitle(chatId).catch(() => null));
  // The subject gives way, so the name still says what the file is.
  return named ? `${cutAtWord(named, FILE_NAME_MAX - kind.length - 3)} - ${kind}` : kind;
}
