/**
 * Lite apps through the API (issue #20 §1–§3, spec §3, §7, §8), on PGlite through `app.request`:
 * the round's CRLF-delimited events (plan, files, build statuses, open-url, the saved version),
 * the version answer and its preview document, follow-ups that change only what they name, the
 * fix loop against a local server speaking OpenAI's chat-completions stream (a type error the
 * next answer repairs; a model that never repairs stops after 3 fixes with the error shown),
 * cancel and resume, revert rules, lite_app types and styles, and two users on every route.
 * The Offline round is checked only for "it builds" (its app is la-offline's to choose).
 */
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { z } from "zod";
import { createOfflineModel } from "@/server/ai/offline-model";
import { chatDetailSchema, chatSchema } from "@/lib/contracts/chat";
import {
  LITE_APP_LIMITS,
  liteAppAlertEventSchema,
  liteAppContentSchema,
  liteAppRuntimeEventSchema,
} from "@/lib/contracts/lite-app";
import { disposeLiteAppBuilder } from "@/server/artifacts/agentic/build/build-app";
import { createTestApp, parseSse, type TestApp } from "../helpers/test-app";
import { dataOf, refusalOf } from "../helpers/contract";
import {
  fakeOpenAIModel,
  lastUserText,
  startFakeOpenAI,
  type FakeOpenAI,
} from "../helpers/fake-openai-server";

const offline = createOfflineModel({ delayMs: 0 });
let active: LanguageModelV3 = offline;
/** Every round's model: the Offline model unless a test points it at the fake provider. */
const model: LanguageModelV3 = Object.assign(Object.create(offline), {
  provider: "switch",
  doStream: (options: Parameters<LanguageModelV3["doStream"]>[0]) => active.doStream(options),
  doGenerate: (options: Parameters<LanguageModelV3["doGenerate"]>[0]) => active.doGenerate(options),
});

let t: TestApp;
let fake: FakeOpenAI;
let a: { token: string };
let b: { token: string };

beforeAll(async () => {
  t = await createTestApp({ model });
  fake = await startFakeOpenAI();
  a = await t.signIn("apps-a@example.com");
  b = await t.signIn("apps-b@example.com");
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await disposeLiteAppBuilder();
});
afterEach(() => {
  active = offline;
  fake.respondWith(() => ({ text: "ok" }));
});

const MAIN =
  'import { createRoot } from "react-dom/client";\nimport App from "./App";\nimport "./index.css";\n\ncreateRoot(document.getElementById("root")!).render(<App />);';
const appFile = (body: string) =>
  `import { useState } from "react";\n\nexport default function App() {\n  const [count, setCount] = useState(0);\n${body}\n}`;
const GOOD_APP = appFile(
  '  return <button className="p-4 bg-indigo-600 text-white" onClick={() => setCount(count + 1)}>Clicked {count}</button>;',
);
/** esbuild builds this happily; only the type check sees `toUpperCase` on a number. */
const TYPE_ERROR_APP = appFile(
  '  return <button className="p-4" onClick={() => setCount(count + 1)}>{count.toUpperCase()}</button>;',
);

function answer(files: Record<string, string>, opts: { header?: boolean; prose?: string } = {}): string {
  return [
    opts.prose ?? "Here is your app.",
    opts.header === false ? "" : '<app title="Click counter" type="tool" style="clean" />',
    "<plan>\n- Counter button\n- Count display\n</plan>",
    ...Object.entries(files).map(
      ([path, text]) => `<file path="${path}">\n\`\`\`tsx\n${text}\n\`\`\`\n</file>`,
    ),
    "Try it in the preview.",
  ].join("\n");
}
const FIRST = { "src/main.tsx": MAIN, "src/App.tsx": GOOD_APP, "src/index.css": '@import "tailwindcss";' };

async function newChat(token = a.token): Promise<string> {
  const res = await t.call("/api/chats", { method: "POST", token, json: {} });
  return chatSchema.parse(((await res.json()) as { data: unknown }).data).id;
}

type Sse = { id: number; data: Record<string, unknown> };

async function generate(
  chatId: string,
  text: string,
  extra: Record<string, unknown> = {},
  token = a.token,
): Promise<{ res: Response; raw: string; events: Sse[] }> {
  const res = await t.call(`/api/chats/${chatId}/agentic`, {
    method: "POST",
    token,
    json: { chat_id: chatId, user_input: { text }, ...extra },
  });
  const raw = await res.text();
  return { res, raw, events: res.status === 200 ? parseSse(raw) : [] };
}

const runtimeOf = (events: Sse[]) =>
  events
    .map((e) => e.data)
    .filter((d) => d.type === "runtime")
    .map((d) => liteAppRuntimeEventSchema.parse(d));
const buildsOf = (events: Sse[]) => runtimeOf(events).flatMap((e) => (e.step === "build" ? [e] : []));

const versionAnswer = z
  .object({
    id: z.string(),
    version_number: z.number(),
    status: z.string(),
    view_url: z.string().nullable(),
    app: liteAppContentSchema.nullable(),
    build_errors: z.array(
      z.object({ text: z.string(), file: z.string().nullable(), line: z.number().nullable() }).passthrough(),
    ),
    build_log: z.string().nullable(),
    builds: z.array(z.object({ status: z.string(), log: z.string() }).passthrough()),
    meta: z.record(z.string(), z.unknown()),
  })
  .passthrough();

async function version(chatId: string, versionId?: string, token = a.token) {
  const res = await t.call(`/api/chats/${chatId}/agentic${versionId ? `?version_id=${versionId}` : ""}`, {
    token,
  });
  const body = (await res.json()) as { errno: number; data: unknown };
  expect(res.status).toBe(200);
  return versionAnswer.parse(body.data);
}

async function versionList(chatId: string) {
  const res = await t.call(`/api/chats/${chatId}/versions`, { token: a.token });
  return z
    .array(
      z
        .object({
          id: z.string(),
          version_number: z.number(),
          status: z.string(),
          view_url: z.string().nullable(),
        })
        .passthrough(),
    )
    .parse(((await res.json()) as { data: unknown }).data);
}

describe("a lite-app round with the Offline model", () => {
  it("streams CRLF-delimited events: plan, files, init → building → complete, open-url, the saved version; the preview serves the build", async () => {
    const chatId = await newChat();
    const { res, raw, events } = await generate(chatId, "A counter app");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(res.headers.get("x-round-id")).toBeTruthy();
    // Every event ends with a CRLF blank line; no bare LF anywhere in the framing.
    expect(raw.endsWith("\r\n\r\n")).toBe(true);
    expect(raw.replace(/\r\n/g, "").includes("\n")).toBe(false);
    expect(raw.split("\r\n\r\n").filter(Boolean)).toHaveLength(events.length);

    const steps = runtimeOf(events);
    const plan = steps.find((e) => e.step === "plan");
    expect(plan && plan.step === "plan" && plan.todos.length).toBeGreaterThan(0);
    expect(steps.filter((e) => e.step === "file").map((e) => e.step === "file" && e.path)).toContain(
      "src/main.tsx",
    );
    const builds = buildsOf(events);
    expect(builds.map((e) => e.status)).toEqual(["init", "building", "complete"]);
    const versionId = builds[0].version_id;
    const open = steps.find((e) => e.step === "open-url");
    expect(open).toMatchObject({ version_id: versionId, view_url: `/html/lite-app/${versionId}` });
    const lastPlan = [...steps].reverse().find((e) => e.step === "plan");
    expect(lastPlan?.step === "plan" && lastPlan.todos.every((todo) => todo.status === "done")).toBe(true);
    const saved = events.map((e) => e.data).find((d) => d.type === "agentic");
    expect(saved).toMatchObject({
      kind: "agentic",
      op: "saved",
      version: { id: versionId, version_number: 1 },
    });
    expect(events.some((e) => e.data.type === "content")).toBe(true);
    expect(events.at(-1)?.data).toMatchObject({ type: "done", status: "done" });

    const v = await version(chatId);
    expect(v).toMatchObject({
      id: versionId,
      status: "complete",
      view_url: `/html/lite-app/${versionId}`,
      build_errors: [],
    });
    expect(v.app?.files["src/main.tsx"]).toBeTruthy();
    expect(v.builds).toEqual([expect.objectContaining({ status: "complete" })]);

    const preview = await t.call(`/api/agentic/preview/${versionId}`);
    const html = ((await preview.json()) as { data: { html: string } }).data.html;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain("lite-app-error");
    expect(html).toContain("unhandledrejection");
  });

  it("POST /chats/{id}/stream with mode agentic runs the same round, CRLF-delimited", async () => {
    const chatId = await newChat();
    const res = await t.call(`/api/chats/${chatId}/stream`, {
      method: "POST",
      token: a.token,
      json: { content: "一个计数器", mode: "agentic", agentic: { app_type: "tool" } },
    });
    const raw = await res.text();
    expect(raw.endsWith("\r\n\r\n")).toBe(true);
    const builds = buildsOf(parseSse(raw));
    expect(builds.at(-1)?.status).toBe("complete");
    expect((await version(chatId)).app?.title).toBeTruthy();
  });

  it("lists the versions with their statuses; the 404 text of spec §8", async () => {
    const chatId = await newChat();
    const missing = await t.call(`/api/chats/${chatId}/agentic`, { token: a.token });
    expect(await refusalOf(missing)).toMatchObject({ status: 404, errmsg: "agentic version not found" });
    const zh = await t.call(`/api/chats/${chatId}/agentic?version_id=nope`, {
      token: a.token,
      headers: { "Accept-Language": "zh-CN" },
    });
    expect((await refusalOf(zh)).errmsg).toBe("应用版本不存在");
    await generate(chatId, "counter");
    const list = await versionList(chatId);
    expect(list).toEqual([
      expect.objectContaining({ version_number: 1, status: "complete", kind: "agentic" }),
    ]);
    expect(await refusalOf(await t.call(`/api/agentic/preview/nope`))).toMatchObject({ status: 404 });
  });

  it("follows the brief through the round, and a follow-up changes only what it asks (the app's files in the message are not the ask)", async () => {
    const chatId = await newChat();
    const labels = async () => {
      const app = (await version(chatId)).app as { title: string; files: Record<string, string> };
      return {
        title: app.title,
        labels: [...app.files["src/config.ts"]!.matchAll(/"label":\s*"([^"]*)"/g)].map((m) => m[1]),
        dark: /dark/i.test(app.files["src/App.tsx"]!),
      };
    };
    await generate(chatId, "Build a todo app with a priority field");
    expect(await labels()).toEqual({ title: "To-do list", labels: ["Task", "Priority"], dark: false });
    await generate(chatId, "Add a due date field");
    expect(await labels()).toEqual({
      title: "To-do list",
      labels: ["Task", "Priority", "Due date"],
      dark: false,
    });
  });
});

describe("follow-ups and the fix loop, against a local OpenAI-compatible server", () => {
  beforeEach(() => {
    active = fakeOpenAIModel(fake);
  });

  it("a follow-up writes only what it changes: the other files are kept from the version before", async () => {
    const chatId = await newChat();
    fake.enqueue({ text: answer(FIRST) });
    await generate(chatId, "a click counter");
    const changed = GOOD_APP.replace("Clicked", "Pressed");
    fake.enqueue({ text: `Renamed the label.\n<file path="src/App.tsx">\n${changed}\n</file>` });
    const { events } = await generate(chatId, "say Pressed instead of Clicked");
    const files = runtimeOf(events).filter((e) => e.step === "file");
    expect(files).toEqual([expect.objectContaining({ op: "edit", path: "src/App.tsx" })]);
    // The model saw the app as it is.
    expect(lastUserText(fake.requests.at(-1)!)).toContain('<file path="src/main.tsx">');
    const v = await version(chatId);
    expect(v.version_number).toBe(2);
    expect(v.status).toBe("complete");
    expect(v.app?.title).toBe("Click counter");
    expect(v.app?.files["src/App.tsx"]).toContain("Pressed");
    expect(v.app?.files["src/main.tsx"]).toBe(`${MAIN}\n`);
    expect(v.meta).toMatchObject({ changed: ["src/App.tsx"], attempt: 0 });
  });

  it("a type error fails the build; the compiler's message goes back to the model and its fix builds", async () => {
    const chatId = await newChat();
    const before = fake.requests.length;
    fake.enqueue(
      { text: answer({ ...FIRST, "src/App.tsx": TYPE_ERROR_APP }) },
      { text: `Fixed the type error.\n<file path="src/App.tsx">\n${GOOD_APP}\n</file>` },
    );
    const { events } = await generate(chatId, "a click counter");
    const builds = buildsOf(events);
    expect(builds.map((e) => `${e.attempt}:${e.status}`)).toEqual([
      "0:init",
      "0:building",
      "0:failed",
      "1:init",
      "1:building",
      "1:complete",
    ]);
    const failedBuild = builds[2];
    expect(failedBuild.errors?.[0]).toMatchObject({ file: "src/App.tsx", line: 5 });
    expect(failedBuild.errors?.[0].text).toContain("toUpperCase");
    expect(fake.requests.length - before).toBe(2);
    expect(lastUserText(fake.requests.at(-1)!)).toContain(
      "Property 'toUpperCase' does not exist on type 'number'",
    );

    const [second, first] = await versionList(chatId);
    expect([first.status, second.status]).toEqual(["failed", "complete"]);
    const failed = await version(chatId, first.id);
    expect(failed.build_errors[0].text).toContain("toUpperCase");
    expect(failed.build_log).toContain("src/App.tsx:5");
    expect(failed.builds).toEqual([
      expect.objectContaining({ status: "failed", log: expect.stringContaining("TS2339") }),
    ]);
    const fixed = await version(chatId, second.id);
    expect(fixed.meta).toMatchObject({ attempt: 1, fix_of: first.id });
    expect(fixed.view_url).toBe(`/html/lite-app/${second.id}`);
    expect(events.some((e) => e.data.type === "alert")).toBe(false);
    expect(events.at(-1)?.data).toMatchObject({ type: "done", status: "done" });
    // One reply: the first answer's words, then the fix's on a paragraph of their own; no tags, no fences.
    const reply = events
      .filter((e) => e.data.type === "content")
      .map((e) => e.data.content)
      .join("");
    expect(reply).toBe("Here is your app.\n\nTry it in the preview.\n\nFixed the type error.\n");
  });

  it(`a model that never fixes stops after ${LITE_APP_LIMITS.fixAttempts} fix attempts with the error shown`, async () => {
    const chatId = await newChat();
    const before = fake.requests.length;
    fake.respondWith(() => ({ text: answer({ ...FIRST, "src/App.tsx": TYPE_ERROR_APP }) }));
    const { events } = await generate(chatId, "a click counter", {}, a.token);
    expect(fake.requests.length - before).toBe(1 + LITE_APP_LIMITS.fixAttempts);
    const builds = buildsOf(events).filter((e) => e.status === "failed");
    expect(builds.map((e) => e.attempt)).toEqual([0, 1, 2, 3]);
    const alert = liteAppAlertEventSchema.parse(events.map((e) => e.data).find((d) => d.type === "alert"));
    expect(alert).toMatchObject({ code: "fixLimit", level: "error", version_id: builds[3].version_id });
    expect(alert.message).toContain(`${LITE_APP_LIMITS.fixAttempts} automatic fixes`);
    expect(alert.errors?.[0].text).toContain("toUpperCase");
    expect(events.at(-1)?.data.type).toBe("done");
    const list = await versionList(chatId);
    expect(list.map((v) => v.status)).toEqual(["failed", "failed", "failed", "failed"]);
    // The message keeps every version the round made.
    const chat = (await (await t.call(`/api/chats/${chatId}`, { token: a.token })).json()) as {
      data: { messages: { role: string; extension: { versions?: unknown[] } }[] };
    };
    expect(chat.data.messages.find((m) => m.role === "assistant")?.extension.versions).toHaveLength(4);
  });

  it("a follow-up on a failed version carries its errors to the model", async () => {
    const chatId = await newChat();
    fake.enqueue({ text: answer({ ...FIRST, "src/App.tsx": TYPE_ERROR_APP }) });
    fake.respondWith(() => ({ text: "I cannot fix that." }));
    const first = await generate(chatId, "a click counter");
    const gaveUp = liteAppAlertEventSchema.parse(
      first.events.map((e) => e.data).find((d) => d.type === "alert"),
    );
    expect(gaveUp).toMatchObject({
      code: "noFix",
      errors: [expect.objectContaining({ file: "src/App.tsx" })],
    });
    fake.enqueue({ text: `<file path="src/App.tsx">\n${GOOD_APP}\n</file>` });
    const { events } = await generate(chatId, "fix it");
    expect(lastUserText(fake.requests.at(-1)!)).toContain("Its last build failed with");
    expect(buildsOf(events).at(-1)?.status).toBe("complete");
  });

  it("cancel keeps the files written so far as a version; resume replays after Last-Event-ID", async () => {
    const chatId = await newChat();
    const text = answer(FIRST);
    // Hold after main.tsx and App.tsx are complete, before index.css.
    const cutAt = text.indexOf('<file path="src/index.css">');
    fake.enqueue({ text, chunkSize: 20, holdAfterChunks: Math.ceil(cutAt / 20) });
    const started = await t.call(`/api/chats/${chatId}/agentic`, {
      method: "POST",
      token: a.token,
      json: { chat_id: chatId, user_input: { text: "counter" } },
    });
    const roundId = started.headers.get("x-round-id")!;
    await fake.waitForRequests(fake.requests.length);
    // Wait until the App.tsx file event is out.
    const reader = started.body!.getReader();
    let seen = "";
    while (!seen.includes('"path":"src/App.tsx"'))
      seen += new TextDecoder().decode((await reader.read()).value);
    const cancel = await t.call(`/api/chats/${chatId}/agentic/cancel`, {
      method: "POST",
      token: a.token,
      json: { round_id: roundId },
    });
    expect(((await cancel.json()) as { data: unknown }).data).toEqual({ round_id: roundId, stopped: true });
    await reader.cancel();

    const v = await version(chatId);
    expect(v.meta).toMatchObject({ stopped: true, partial: true });
    expect(Object.keys(v.app?.files ?? {}).sort()).toEqual(["src/App.tsx", "src/index.css", "src/main.tsx"]); // index.css: the entry imports it
    expect(v.status).toBe("complete");

    const all = parseSse(
      await (
        await t.call(`/api/chats/${chatId}/agentic/resume`, {
          method: "POST",
          token: a.token,
          json: { chat_id: chatId, round_id: roundId },
        })
      ).text(),
    );
    expect(all.at(-1)?.data).toMatchObject({ type: "done", status: "stopped" });
    const res = await t.call(`/api/chats/${chatId}/agentic/resume`, {
      method: "POST",
      token: a.token,
      json: { chat_id: chatId, round_id: roundId },
      headers: { "Last-Event-ID": "3" },
    });
    const raw = await res.text();
    expect(raw.endsWith("\r\n\r\n")).toBe(true);
    const tail = parseSse(raw);
    expect(tail.map((e) => e.id)).toEqual(all.slice(3).map((e) => e.id));
    expect(tail[0].id).toBe(4);
    const unknown = await t.call(`/api/chats/${chatId}/agentic/resume`, {
      method: "POST",
      token: a.token,
      json: { chat_id: chatId, round_id: "nope" },
    });
    expect((await refusalOf(unknown)).status).toBe(404);
  });
});

describe("revert", () => {
  it("refuses the latest version, marks later versions reverted (kept), and the next round builds on the one reverted to", async () => {
    const chatId = await newChat();
    for (let i = 0; i < 3; i++) await generate(chatId, `counter ${i}`);
    const [v3, v2, v1] = await versionList(chatId);
    const revert = (versionId: string, token = a.token) =>
      t.call(`/api/chats/${chatId}/agentic/revert`, {
        method: "POST",
        token,
        json: { chat_id: chatId, version_id: versionId },
      });

    const latest = await refusalOf(await revert(v3.id));
    expect(latest).toMatchObject({
      status: 400,
      errmsg: "This is already the latest version: there is nothing later to discard.",
    });
    const done = (await (await revert(v1.id)).json()) as {
      data: { version: { id: string }; reverted_version_ids: string[] };
    };
    expect(done.data.version.id).toBe(v1.id);
    expect(done.data.reverted_version_ids.sort()).toEqual([v2.id, v3.id].sort());
    expect((await versionList(chatId)).map((v) => `${v.version_number}:${v.status}`)).toEqual([
      "3:reverted",
      "2:reverted",
      "1:complete",
    ]);
    expect((await version(chatId)).id).toBe(v1.id);
    // Irreversible: a reverted version cannot come back; v1 is now the latest.
    expect((await refusalOf(await revert(v3.id))).status).toBe(400);
    expect((await refusalOf(await revert(v1.id))).status).toBe(400);
    // Still readable, and its preview still served.
    expect((await version(chatId, v2.id)).status).toBe("reverted");
    expect((await t.call(`/api/agentic/preview/${v2.id}`)).status).toBe(200);
    // The chat says so, in the saved messages (a reload shows it; the model reads it).
    const detail = await dataOf(chatDetailSchema, await t.call(`/api/chats/${chatId}`, { token: a.token }));
    expect(detail.messages.at(-1)).toMatchObject({
      role: "assistant",
      mode: "agentic",
      status: "done",
      content: "Reverted the app to version 1. Discarded the later changes: v2, v3.",
      extension: { revert: { version: 1, discarded: [2, 3] } },
    });

    await generate(chatId, "counter again");
    const after = await versionList(chatId);
    expect(after[0]).toMatchObject({ version_number: 4, status: "complete" });
    expect((await version(chatId, after[0].id)).meta).toMatchObject({ base_version_id: v1.id });
  });
});

describe("points", () => {
  it("a lite-app round costs nothing (the kind's cost is 0), fix rounds included", async () => {
    const u = await t.signIn("apps-points@example.com");
    const available = async () =>
      (
        (await (await t.call("/api/user/points/balance", { token: u.token })).json()) as {
          data: { points_balance: { availablePoints: number } };
        }
      ).data.points_balance.availablePoints;
    const before = await available();
    const chatId = await newChat(u.token);
    await generate(chatId, "counter", {}, u.token);
    active = fakeOpenAIModel(fake);
    fake.enqueue(
      { text: answer({ ...FIRST, "src/App.tsx": TYPE_ERROR_APP }) },
      { text: `<file path="src/App.tsx">\n${GOOD_APP}\n</file>` },
    );
    await generate(chatId, "again", {}, u.token);
    expect(await available()).toBe(before);
  });
});

describe("lite_app types and styles", () => {
  it("answers every type and style with a label in the request's language", async () => {
    const en = (
      (await (await t.call("/api/chats/lite_app/types", { token: a.token })).json()) as {
        data: { value: string; label: string }[];
      }
    ).data;
    expect(en.find((x) => x.value === "timer")?.label).toBe("Timer");
    const zh = (
      (await (
        await t.call("/api/chats/lite_app/styles", {
          token: a.token,
          headers: { "Accept-Language": "zh-CN" },
        })
      ).json()) as { data: { value: string; label: string }[] }
    ).data;
    expect(zh.map((x) => x.value)).toEqual(["clean", "playful", "dark", "corporate", "warm"]);
    expect(zh.find((x) => x.value === "dark")?.label).toBe("深色");
  });
});

describe("input and authorization", () => {
  it("validates bodies", async () => {
    const chatId = await newChat();
    const call = (json: unknown) =>
      t.call(`/api/chats/${chatId}/agentic`, { method: "POST", token: a.token, json });
    expect((await refusalOf(await call({ chat_id: chatId }))).status).toBe(400);
    expect(
      (await refusalOf(await call({ chat_id: chatId, user_input: { text: "x" }, app_type: "spreadsheet" })))
        .status,
    ).toBe(400);
    expect((await refusalOf(await call({ chat_id: "another", user_input: { text: "x" } }))).status).toBe(400);
    expect((await refusalOf(await call({ chat_id: chatId, user_input: { text: "" } }))).status).toBe(400);
    const longId = await refusalOf(
      await call({ chat_id: chatId, user_input: { text: "x", attachments: ["a".repeat(150)] } }),
    );
    expect(longId).toMatchObject({ status: 400, details: { "user_input.attachments": expect.any(String) } });
    const revert = await t.call(`/api/chats/${chatId}/agentic/revert`, {
      method: "POST",
      token: a.token,
      json: { chat_id: chatId },
    });
    expect((await refusalOf(revert)).status).toBe(400);
  });

  it("another user reaches none of a chat's lite-app routes", async () => {
    const chatId = await newChat(a.token);
    const { res } = await generate(chatId, "counter");
    const roundId = res.headers.get("x-round-id")!;
    const versionId = (await version(chatId)).id;
    const tries: [string, string, unknown?][] = [
      ["POST", `/api/chats/${chatId}/agentic`, { chat_id: chatId, user_input: { text: "mine now" } }],
      ["POST", `/api/chats/${chatId}/agentic/cancel`, { round_id: roundId }],
      ["POST", `/api/chats/${chatId}/agentic/resume`, { chat_id: chatId, round_id: roundId }],
      ["GET", `/api/chats/${chatId}/agentic`],
      ["GET", `/api/chats/${chatId}/agentic?version_id=${versionId}`],
      ["POST", `/api/chats/${chatId}/agentic/revert`, { chat_id: chatId, version_id: versionId }],
      ["GET", `/api/chats/${chatId}/versions`],
      ["GET", `/api/chats/${chatId}/versions/${versionId}`],
    ];
    for (const [method, path, json] of tries) {
      const refused = await refusalOf(
        await t.call(path, { method, token: b.token, ...(json ? { json } : {}) }),
      );
      expect({ path, status: refused.status }).toEqual({ path, status: 404 });
    }
    // B's own chat cannot name A's round either.
    const own = await newChat(b.token);
    const cancel = await t.call(`/api/chats/${own}/agentic/cancel`, {
      method: "POST",
      token: b.token,
      json: { round_id: roundId },
    });
    expect((await refusalOf(cancel)).status).toBe(404);
    // Nothing changed for A.
    expect((await versionList(chatId)).map((v) => v.status)).toEqual(["complete"]);
    const signedOut = await t.call(`/api/chats/${chatId}/agentic`);
    expect(signedOut.status).toBe(401);
  });
});
