/**
 * `GET/POST /chats/{id}/prd-content?type=prd|test_case` (spec §7): the latest complete version
 * with its content (or null), and the user's edit saved as a new version (`source: "edited"`)
 * once it passes its checks — PRDs in the canonical markdown form with every new or changed
 * chart parsing, test cases against the shared schema. A refused save writes nothing.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env";
import { ApiError, ERRNO } from "../../http/api-error";
import { ok } from "../../http/envelope";
import { jsonBody, parseInput, queryInput } from "../../http/validate";
import { translate } from "../../i18n/api-messages";
import { getOwnedChat } from "../../services/chats";
import { createVersion, latestVersion, versionJson } from "../../services/versions";
import { baseVersion } from "../base-version";
import { chartProblems, chartSources } from "./validate";
import { canonicalPrd } from "@/lib/contracts/content/prd-canonical";
import { parsePrd, PRD_MAX_CHARS } from "@/lib/contracts/content/prd";
import { parseTestCases, serializeTestCases } from "@/lib/contracts/content/test-case";
import { prdContentQuerySchema, saveContentSchema } from "@/lib/contracts/documents";

const params = z.object({ id: z.string().min(1).max(100) });

export const prdContentRoutes = new Hono<AppEnv>();

prdContentRoutes.get("/chats/:id/prd-content", async (c) => {
  const { id } = parseInput(c, params, c.req.param());
  const { type } = queryInput(c, prdContentQuerySchema);
  const chat = await getOwnedChat(c.get("db"), c.get("user").id, id);
  const latest = await latestVersion(c.get("db"), chat.id, type);
  return ok(c, latest ? versionJson(latest) : null);
});

prdContentRoutes.post("/chats/:id/prd-content", async (c) => {
  const { id } = parseInput(c, params, c.req.param());
  const { type } = queryInput(c, prdContentQuerySchema);
  const body = await jsonBody(c, saveContentSchema);
  const db = c.get("db");
  const user = c.get("user");
  const locale = c.get("locale");
  const chat = await getOwnedChat(db, user.id, id);
  const base = await baseVersion(db, chat.id, type, body.base_version_id);

  let content: string;
  let title: string;
  if (type === "prd") {
    content = canonicalPrd(body.content);
    if (!content.trim()) {
      const reason = translate(locale, "prd.emptyDocument");
      throw new ApiError(ERRNO.INVALID, "prdContentInvalid", { reason }, { content: reason });
    }
    if (content.length > PRD_MAX_CHARS) throw new ApiError(ERRNO.INVALID, "invalidInput", {}, { content: translate(locale, "validation.tooBig", { max: PRD_MAX_CHARS }) });
    const [problem] = await chartProblems(content, chartSources(base?.content));
    if (problem) {
      throw new ApiError(ERRNO.INVALID, "prdChartInvalid", {}, {
        content: problem.chartLine ? translate(locale, "mermaid.problemLine", { line: problem.chartLine, message: problem.message }) : problem.message,
        chart: problem.chart,
        ...(problem.chartLine ? { line: String(problem.chartLine) } : {}),
      });
    }
    title = parsePrd(content).title || translate(locale, "prd.untitled");
  } else {
    const parsed = parseTestCases(body.content);
    if (!parsed.ok) {
      const [first] = parsed.problems;
      throw new ApiError(ERRNO.INVALID, "testCasesInvalid", {}, { content: first.path ? `${first.path}: ${first.message}` : first.message });
    }
    content = serializeTestCases(parsed.content);
    title = translate(locale, "testCases.versionTitle", { count: parsed.content.cases.length });
  }

  const version = await createVersion(db, {
    chatId: chat.id,
    userId: user.id,
    kind: type,
    content,
    title,
    source: "edited",
    meta: base ? { base_version_id: base.id } : {},
  });
  return ok(c, versionJson(version));
});
