/**
 * What the workspace offers before a chat exists: GET /chats/modes (the modes, their artifact
 * kind and cost) and GET /chats/prompts/{mode} (example prompts). Mounted under /chats before
 * the chat routes, so `modes` and `prompts` are never read as chat ids.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { parseInput, queryInput } from "../http/validate";
import { examplePrompts } from "../services/example-prompts";
import { chatModeSchema, chatModes, featureCardModes, kindOfMode, roundCost } from "@/lib/contracts/modes";
import type { ChatModesAnswer } from "@/lib/contracts/chat-actions";
import { examplePromptsQuerySchema, type ExamplePromptsAnswer } from "@/lib/contracts/prompts";

const modeParam = z.object({ mode: chatModeSchema });

export const chatCatalogRoutes = new Hono<AppEnv>()
  .get("/modes", (c) => {
    const generatorFor = c.get("services").generatorFor;
    const cards = featureCardModes();
    const modes = chatModes().map((mode) => ({
      mode,
      artifact_kind: kindOfMode(mode)?.id ?? null,
      cost: roundCost(mode),
      available: Boolean(generatorFor(mode)),
      feature_card: cards.includes(mode),
    }));
    return ok(c, { modes } satisfies ChatModesAnswer);
  })
  .get("/prompts/:mode", (c) => {
    const { mode } = parseInput(c, modeParam, c.req.param());
    const query = queryInput(c, examplePromptsQuerySchema);
    const kind = kindOfMode(mode);
    const own = kind ? c.get("services").kinds.of(kind.id)?.examplePrompts : undefined;
    return ok(
      c,
      examplePrompts(mode, c.get("locale"), query.device_type, own) satisfies ExamplePromptsAnswer,
    );
  });
