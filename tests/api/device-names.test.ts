/**
 * Every device name the spec uses is accepted (spec §1, §9: web, mobile, desktop; §3: web,
 * mobile, tablet): `desktop` and `tablet` are one device, stored and answered as `tablet`, in the
 * stream's `device_type`, the example prompts' `device_type`, the chat config's `design_type`
 * and the template filter; a tablet set is shared under `/shared/desktop/…`, which opens it.
 */
import { createTestApp, readSse, type TestApp } from "../helpers/test-app";
import { dataOf, refusalOf } from "../helpers/contract";
import { examplePromptsAnswerSchema } from "@/lib/contracts/prompts";
import { chatConfigSchema } from "@/lib/contracts/chat";
import { DEVICE_NAMES, designTypeOf, sharedDeviceSegment } from "@/lib/contracts/devices";
import { parseSharedPath } from "@/components/shared-view/load-shared";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let user: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  user = await t.signIn("devices@example.com");
});
afterAll(() => t.close());

async function newChat(): Promise<string> {
  return (await (await t.call("/api/chats", { method: "POST", token: user.token, json: {} })).json()).data.id;
}

async function round(chatId: string, body: Json): Promise<Json[]> {
  const res = await t.call(`/api/chats/${chatId}/stream`, { method: "POST", token: user.token, json: body });
  expect(res.status).toBe(200);
  const events = (await readSse(res)).map((e) => e.data as Json);
  await t.app.services.registry.drain();
  return events;
}

test("the names: web, mobile, tablet, and desktop for tablet; nothing else", () => {
  expect([...DEVICE_NAMES]).toEqual(["web", "mobile", "tablet", "desktop"]);
  expect(DEVICE_NAMES.map(designTypeOf)).toEqual(["web", "mobile", "tablet", "tablet"]);
  expect(designTypeOf("watch")).toBeNull();
  expect(designTypeOf("toString")).toBeNull();
});

test("GET /chats/prompts/prototype?device_type=desktop answers the tablet prompts", async () => {
  const ask = (device: string) =>
    t.call(`/api/chats/prompts/prototype?device_type=${device}`, {
      token: user.token,
      headers: { "Accept-Language": "en" },
    });
  const desktop = await dataOf(examplePromptsAnswerSchema, await ask("desktop"));
  const tablet = await dataOf(examplePromptsAnswerSchema, await ask("tablet"));
  expect(desktop.device_type).toBe("tablet");
  expect(desktop.prompts).toEqual(tablet.prompts);
  expect(await refusalOf(await ask("watch"))).toMatchObject({
    status: 400,
    details: { device_type: expect.any(String) },
  });
});

test("a prototype round with device_type desktop makes a tablet page", async () => {
  const chatId = await newChat();
  const events = await round(chatId, {
    content: "A booking page for a yoga studio",
    mode: "prototype",
    device_type: "desktop",
  });
  expect(events.at(-1)).toMatchObject({ type: "done", status: "done" });
  const content = (
    await (await t.call(`/api/chats/${chatId}/prototype-content`, { token: user.token })).json()
  ).data;
  expect(content).toMatchObject({ kind: "prototype", design_type: "tablet", status: "complete" });
});

test("set_config takes design_type desktop and keeps it as tablet", async () => {
  const chatId = await newChat();
  const saved = await dataOf(
    chatConfigSchema,
    await t.call(`/api/chats/${chatId}/set_config`, {
      method: "POST",
      token: user.token,
      json: { mode: "prototype", design_type: "desktop" },
    }),
  );
  expect(saved).toEqual({ mode: "prototype", design_type: "tablet" });
  expect(
    (await (await t.call(`/api/chats/${chatId}/get_config`, { token: user.token })).json()).data.design_type,
  ).toBe("tablet");
});

test("the template filter takes desktop like tablet", async () => {
  const list = (device: string) =>
    t.call(`/api/prototype/templates?design_type=${device}`, { token: user.token });
  const desktop = await list("desktop");
  expect(desktop.status).toBe(200);
  expect((await desktop.json()).data).toEqual((await (await list("tablet")).json()).data);
});

test("a tablet page set is shared under /shared/desktop/…, and that path (and /shared/tablet/…) opens it", async () => {
  const chatId = await newChat();
  await round(chatId, {
    content: "A clinic app with a schedule and patient list",
    mode: "mult_prototype",
    device_type: "desktop",
  });
  const contents = (
    await (
      await t.call("/api/chats/mult-prototype-contents", {
        method: "POST",
        token: user.token,
        json: { chat_id: chatId },
      })
    ).json()
  ).data;
  expect(contents.version.design_type).toBe("tablet");
  const share = (
    await (
      await t.call("/api/mult_prototype/share", {
        method: "POST",
        token: user.token,
        json: { chat_id: chatId, current_title: "Clinic", version_number: contents.version.version_number },
      })
    ).json()
  ).data;
  expect(share.share_url).toBe(`/shared/desktop/${share.share_id}`);
  expect(sharedDeviceSegment("tablet")).toBe("desktop");
  for (const device of ["desktop", "tablet", "web", "mobile"])
    expect(parseSharedPath([device, share.share_id])).toEqual({ shareId: share.share_id, pageId: null });
  expect(parseSharedPath(["watch", share.share_id])).toBeNull();
  const shared = (await (await t.call(`/api/prototype/shared/${share.share_id}`)).json()).data;
  expect(shared).toMatchObject({ kind: "mult_prototype", design_type: "tablet" });
});
