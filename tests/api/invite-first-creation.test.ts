/**
 * The invite reward for the invited user's first creation (spec §9) fires from the real path: the
 * first complete artifact version the user saves, through a round — once, and never for a failed one.
 */
import { createTestApp, readSse } from "../helpers/test-app";
import { pointsBalance } from "@/server/services/points-ledger";
import { createVersion, versionRef } from "@/server/services/versions";
import type { Generator } from "@/server/engine/generation";
import { generateNormal } from "@/server/engine/normal-reply";

const savesPrd: Generator = async (ctx) => {
  const version = await createVersion(ctx.db, {
    chatId: ctx.chat.id,
    userId: ctx.userId,
    kind: "prd",
    content: "# Plan",
    roundId: ctx.roundId,
  });
  return { versions: [versionRef(version)] };
};

it("rewards the inviter once, at the invited user's first saved version", async () => {
  const t = await createTestApp({
    services: { generatorFor: (mode) => (mode === "prd" ? savesPrd : generateNormal) },
  });
  try {
    const host = await t.signIn("first-host@example.com");
    const code = (await (await t.call("/api/user/info", { token: host.token })).json()).data.inviteCode;
    const guest = await t.signIn("first-guest@example.com");
    await t.call("/api/user/invite/accept", {
      method: "POST",
      token: guest.token,
      json: { inviteCode: code },
    });
    const afterActivation = (await pointsBalance(t.handle.db, host.userId)).availablePoints;

    const chatId = (
      await (await t.call("/api/chats", { method: "POST", token: guest.token, json: {} })).json()
    ).data.id;
    // a failed version is not a creation
    await createVersion(t.handle.db, {
      chatId,
      userId: guest.userId,
      kind: "mermaid",
      content: "broken",
      status: "failed",
    });
    expect((await pointsBalance(t.handle.db, host.userId)).availablePoints).toBe(afterActivation);

    for (const text of ["A PRD for a plant-watering reminder", "A second PRD"]) {
      await readSse(
        await t.call(`/api/chats/${chatId}/stream`, {
          method: "POST",
          token: guest.token,
          json: { content: text, mode: "prd" },
        }),
      );
      await t.app.services.registry.drain();
    }
    expect((await pointsBalance(t.handle.db, host.userId)).availablePoints).toBe(afterActivation + 100);
  } finally {
    await t.close();
  }
});
