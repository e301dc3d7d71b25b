/**
 * Graceful shutdown (issue #21 §3): on SIGTERM the registry takes no new rounds (429 with the
 * "restarting" text, in the user's language, nothing written), lets running rounds finish within
 * the grace period, and stops the ones that do not — keeping their partial output, with the
 * client's stream ending `stopped` — before the process exits.
 */
import { parseSse, readSse, createTestApp, type TestApp } from "../../helpers/test-app";

const apps: TestApp[] = [];
afterAll(async () => Promise.all(apps.map((t) => t.close())));

async function slowApp() {
  const t = await createTestApp({ delayMs: 40 });
  apps.push(t);
  const { token } = await t.signIn("shutdown@example.com");
  const newChat = async () =>
    (await (await t.call("/api/chats", { method: "POST", token, json: {} })).json()).data.id as string;
  return { t, token, newChat };
}

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, marker: string): Promise<string> {
  let text = "";
  while (!text.includes(marker)) {
    const { done, value } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  return text;
}

test("a round still running at the deadline is stopped keeping its output; new rounds are refused", async () => {
  const { t, token, newChat } = await slowApp();
  const chatId = await newChat();
  const res = await t.call(`/api/chats/${chatId}/stream`, {
    method: "POST",
    token,
    json: { content: "Write a long PRD outline for a bike sharing app" },
  });
  const reader = res.body!.getReader();
  let seen = await readUntil(reader, '"type":"content"');

  const shutdown = t.app.services.registry.shutdown(200);
  const other = await newChat();
  const refused = await t.call(`/api/chats/${other}/stream`, {
    method: "POST",
    token,
    json: { content: "hello" },
    headers: { "Accept-Language": "zh" },
  });
  expect(refused.status).toBe(429);
  expect((await refused.json()).errmsg).toBe("服务器正在重启，请稍后重新发送");
  expect((await (await t.call(`/api/chats/${other}/messages`, { token })).json()).data).toEqual([]);

  expect(await shutdown).toBe("stopped");
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += new TextDecoder().decode(value);
  }
  expect(parseSse(seen).at(-1)!.data).toMatchObject({ type: "done", status: "stopped" });
  const messages = (await (await t.call(`/api/chats/${chatId}/messages`, { token })).json()).data;
  expect(messages[1].status).toBe("stopped");
  expect(messages[1].content.length).toBeGreaterThan(0);
});

test("rounds that finish within the grace period finish whole", async () => {
  const { t, token, newChat } = await slowApp();
  const chatId = await newChat();
  const res = await t.call(`/api/chats/${chatId}/stream`, { method: "POST", token, json: { content: "hi" } });
  const reading = readSse(res);
  expect(await t.app.services.registry.shutdown(60_000)).toBe("drained");
  expect((await reading).at(-1)!.data).toMatchObject({ type: "done", status: "done" });
});
