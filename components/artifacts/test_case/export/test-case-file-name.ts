/**
 * What a test-case export is named after: the document the cases test — the PRD they were
 * written from (or the chat's PRD) — else what the cases themselves cover (their modules,
 * "Sign-in, Payment"). Never the chat's title ("acceptance"), which names the conversation, and
 * never the version's own title ("Test cases (20)"), which only counts the cases.
 */
import type { TestCase } from "@/lib/contracts/content/test-case";
import { withoutKindWords } from "@/lib/contracts/file-names";
import { prdKind } from "@/lib/contracts/kinds";
import type { VersionDto } from "@/lib/contracts/versions";
import { useVersionStore } from "@/lib/stores/version-store";
import { modulesOf } from "../test-case-filters";

/** How many modules name a set that has no PRD. */
const MODULES_IN_NAME = 3;

async function prdTitle(chatId: string, version: VersionDto): Promise<string | null> {
  const store = useVersionStore.getState();
  const listed = store.list(chatId, prdKind.id).versions;
  const versions = listed.length ? listed : await store.loadVersions(chatId, prdKind.id);
  const from =
    typeof version.meta?.prd_version_id === "string"
      ? versions.find((v) => v.id === version.meta.prd_version_id)
      : undefined;
  const title = (from ?? versions.find((v) => v.status === "complete"))?.title;
  // "Checkout PRD" is about "Checkout".
  return (title && withoutKindWords(title, prdKind.id)) || null;
}

/** The subject of the set's exports (file names and the Markdown heading); null when nothing names it. */
export async function testCaseSubject(
  chatId: string,
  version: VersionDto | null,
  cases: TestCase[],
): Promise<string | null> {
  const prd = version ? await prdTitle(chatId, version).catch(() => null) : null;
  return prd ?? (modulesOf(cases).slice(0, MODULES_IN_NAME).join(", ") || null);
}
