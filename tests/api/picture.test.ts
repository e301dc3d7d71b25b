/**
 * Pictures (spec §5, §7, §8; issue 19 §2): the Offline generator draws a different PNG for a
 * different prompt, at the aspect asked; a local server speaking the OpenAI images wire format
 * stands in for a configured image model; each AI-image failure of spec §8 gets its errno and
 * text; the prompt and reference images are checked. Real PGlite, the API's own request path.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { chatSchema } from "@/lib/contracts/chat";
import { pictureContentSchema } from "@/lib/contracts/pictures";
import { drawOfflinePicture } from "@/server/artifacts/picture/offline-image";
import { createTestApp, readSse, type TestApp } from "../helpers/test-app";
import { dataOf, refusalOf } from "../helpers/contract";
import { z } from "zod";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(bytes);
  expect(view.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(view.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

const created = z.object({
  chat_id: z.string(),
  version: z.object({ id: z.string(), kind: z.string(), version_number: z.number() }).passthrough(),
  picture: pictureContentSchema,
});

let t: TestApp;
let a: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  a = await t.signIn("pictures@example.com");
});
afterAll(() => t.close());
afterEach(() => {
  for (const name of ["IMAGE_MODEL", "IMAGE_BASE_URL", "IMAGE_API_KEY", "IMAGE_TIMEOUT_MS"])
    delete process.env[name];
});

function create(body: Record<string, unknown> | FormData, lang = "en") {
  return body instanceof FormData
    ? t.call("/api/chats/create_picture", {
        method: "POST",
        token: a.token,
        body,
        headers: { "Accept-Language": lang },
      })
    : t.call("/api/chats/create_picture", {
        method: "POST",
        token: a.token,
        json: body,
        headers: { "Accept-Language": lang },
      });
}

async function fileBytes(url: string): Promise<Uint8Array> {
  const res = await t.call(url, { token: a.token });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/png");
  return new Uint8Array(await res.arrayBuffer());
}

describe("the Offline generator", () => {
  it("draws different PNGs for different prompts, each of the requested aspect", () => {
    const cases = [
      ["a cat on the beach at sunset", "16:9", 1024, 576],
      ["一杯热咖啡，温馨的早晨", "1:1", 1024, 1024],
      ["city skyline at night", "9:16", 576, 1024],
      ["new phone product shot", "4:3", 1024, 768],
      ["雪山日出", "3:4", 768, 1024],
    ] as const;
    const hashes = new Set<string>();
    for (const [prompt, aspect, width, height] of cases) {
      const picture = drawOfflinePicture(prompt, aspect);
      expect(pngSize(picture.png)).toEqual({ width, height });
      // Never a blank: a real picture compresses to tens of kilobytes.
      expect(picture.png.byteLength).toBeGreaterThan(20_000);
      hashes.add(Buffer.from(picture.png).toString("base64"));
    }
    expect(hashes.size).toBe(cases.length);
    expect(drawOfflinePicture("a red rocket", "1:1").png).toEqual(
      drawOfflinePicture("a red rocket", "1:1").png,
    );
  });

  it("reads the scene from the prompt's words in both languages", () => {
    const scene = (prompt: string) => {
      const plan = drawOfflinePicture(prompt, "1:1").plan;
      return { backdrop: plan.backdrop, subjects: plan.subjects.map((s) => s.name) };
    };
    expect(scene("a cat on the beach")).toEqual({ backdrop: "sea", subjects: ["cat"] });
    expect(scene("一只猫在海边")).toEqual({ backdrop: "sea", subjects: ["cat"] });
    expect(scene("咖啡")).toEqual({ backdrop: "studio", subjects: ["coffee"] });
    expect(scene("mountains in the snow").backdrop).toBe("mountain");
  });
});

describe("POST /chats/create_picture with no image model", () => {
  it("saves a version whose PNG is served to its owner, listed under picture-versions and as the chat's picture", async () => {
    const body = await dataOf(
      created,
      await create({ prompt: "A lighthouse by the sea at dusk", aspect: "16:9" }),
    );
    expect(body.picture).toMatchObject({
      aspect: "16:9",
      width: 1024,
      height: 576,
      source: "offline",
      model: null,
    });
    expect(pngSize(await fileBytes(body.picture.url))).toEqual({ width: 1024, height: 576 });
    const list = await (
      await t.call(`/api/chats/${body.chat_id}/picture-versions`, { token: a.token })
    ).json();
    expect(list.data).toHaveLength(1);
    const one = await (
      await t.call(`/api/chats/${body.chat_id}/picture-versions/${body.version.id}`, { token: a.token })
    ).json();
    expect(JSON.parse(one.data.content).file_id).toBe(body.picture.file_id);
    const latest = await (await t.call(`/api/chats/${body.chat_id}/picture`, { token: a.token })).json();
    expect(latest.data.id).toBe(body.version.id);
    // Another user sees neither the chat nor the image.
    const b = await t.signIn("pictures-b@example.com");
    expect((await t.call(body.picture.url, { token: b.token })).status).toBe(404);
  });

  it("answers null for a chat without a picture", async () => {
    const chat = await dataOf(
      chatSchema,
      await t.call("/api/chats", { method: "POST", token: a.token, json: {} }),
    );
    expect(
      (await (await t.call(`/api/chats/${chat.id}/picture`, { token: a.token })).json()).data,
    ).toBeNull();
  });

  it("refuses a missing or too long prompt with the spec's text, in both languages", async () => {
    const long = await refusalOf(await create({ prompt: "x".repeat(501) }));
    expect(long).toMatchObject({ status: 400, errno: 400 });
    expect(long.details?.prompt).toBe("The image prompt can be at most 500 characters");
    expect((await refusalOf(await create({ prompt: "x".repeat(501) }, "zh"))).details?.prompt).toBe(
      "图片描述最多 500 个字符",
    );
    expect((await refusalOf(await create({ prompt: "   " }))).details?.prompt).toBe(
      "Please describe the picture",
    );
    expect((await dataOf(created, await create({ prompt: "y".repeat(500) }))).picture.prompt).toHaveLength(
      500,
    );
    expect((await refusalOf(await create({ prompt: "ok", aspect: "2:1" }))).status).toBe(400);
  });

  it("checks reference images by content: a PNG is taken, HTML named .png is refused", async () => {
    const good = new FormData();
    good.append("prompt", "A cat like this one");
    good.append(
      "reference",
      new File([drawOfflinePicture("a cat", "1:1").png as Uint8Array<ArrayBuffer>], "cat.png"),
    );
    expect((await dataOf(created, await create(good))).picture.source).toBe("offline");
    const bad = new FormData();
    bad.append("prompt", "A cat like this one");
    bad.append("reference", new File(["<html><script>alert(1)</script></html>"], "cat.png"));
    const refusal = await refusalOf(await create(bad));
    expect(refusal).toMatchObject({ status: 400, errno: 400 });
    expect(refusal.details?.reference).toBe("image invalid format: use a JPG, PNG, GIF or WebP image");
  });
});

describe("a picture round with the Offline illustrator", () => {
  async function round(content: string, lang: string) {
    const chat = await dataOf(
      chatSchema,
      await t.call("/api/chats", { method: "POST", token: a.token, json: {} }),
    );
    const events = (
      await readSse(
        await t.call(`/api/chats/${chat.id}/stream`, {
          method: "POST",
          token: a.token,
          json: { content, mode: "picture" },
          headers: { "Accept-Language": lang },
        }),
      )
    ).map((e) => e.data as Record<string, unknown>);
    const reply = events
      .filter((e) => e.type === "content")
      .map((e) => e.content)
      .join("");
    const saved = events.find((e) => e.op === "saved");
    return { reply, picture: pictureContentSchema.parse(JSON.parse(String(saved?.content))) };
  }

  it("says in the prompt's language what it drew, where, and which words it could not draw", async () => {
    const en = await round("a penguin holding a yellow umbrella next to a watermelon", "en");
    expect(en.picture).toMatchObject({
      source: "offline",
      drawn: ["penguin", "umbrella"],
      not_drawn: ["watermelon"],
    });
    expect(en.reply).toContain("The Offline illustrator drew “penguin”, “umbrella”");
    expect(en.reply).toContain("It could not draw “watermelon”");
    expect(en.reply).toContain("Connect an image model");

    const zh = await round("一只熊猫在竹林里，旁边有一只骆驼", "en");
    expect(zh.picture.drawn).toEqual(["熊猫", "竹林"]);
    expect(zh.picture.not_drawn).toEqual(["骆驼"]);
    expect(zh.reply).toMatch(/^离线插画画了“熊猫”、“竹林”，场景在森林里。/);
    expect(zh.reply).toContain("没能画出：“骆驼”");
    expect(zh.reply).toContain("接入图像模型");
  });

  it("draws what a prompt names, no model pointer needed when it drew all of it", async () => {
    const { reply, picture } = await round("a red lighthouse on a rocky coast", "en");
    expect(picture.drawn).toEqual(["lighthouse"]);
    expect(picture.not_drawn).toEqual([]);
    expect(reply).toBe(
      "The Offline illustrator drew “lighthouse” by the sea. It draws with simple shapes, not photos.",
    );
  });
});

type Behaviour = "ok" | "quota" | "content" | "hang" | "server-error";

describe("a configured image model (OpenAI images wire format)", () => {
  let server: Server;
  let base = "";
  let behaviour: Behaviour = "ok";
  const seen: Record<string, unknown>[] = [];
  const png = drawOfflinePicture("model output", "16:9").png;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        if (req.url !== "/v1/images/generations") return res.writeHead(404).end();
        seen.push(JSON.parse(raw));
        const json = (status: number, body: unknown) =>
          res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
        if (behaviour === "hang") return; // never answers
        if (behaviour === "quota")
          return json(429, {
            error: {
              message: "You exceeded your current quota",
              type: "insufficient_quota",
              code: "insufficient_quota",
            },
          });
        if (behaviour === "content")
          return json(400, {
            error: {
              message: "Your request was rejected by our safety system",
              type: "invalid_request_error",
              code: "content_policy_violation",
            },
          });
        if (behaviour === "server-error")
          return json(500, { error: { message: "boom", type: "server_error" } });
        json(200, { created: 1700000000, data: [{ b64_json: Buffer.from(png).toString("base64") }] });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  function useModel(url = base) {
    process.env.IMAGE_MODEL = "test-image-1";
    process.env.IMAGE_BASE_URL = url;
    process.env.IMAGE_API_KEY = "sk-test";
  }

  it("stores the model's image and sends the prompt and the aspect's size", async () => {
    useModel();
    behaviour = "ok";
    const body = await dataOf(created, await create({ prompt: "A watercolor fox", aspect: "16:9" }));
    expect(body.picture).toMatchObject({ source: "model", model: "test-image-1", width: 1024, height: 576 });
    expect(seen.at(-1)).toMatchObject({
      model: "test-image-1",
      prompt: "A watercolor fox",
      size: "1024x576",
      n: 1,
    });
    expect(Buffer.from(await fileBytes(body.picture.url))).toEqual(Buffer.from(png));
  });

  it("streams a picture event with the saved version in the picture mode", async () => {
    useModel();
    behaviour = "ok";
    const chat = await dataOf(
      chatSchema,
      await t.call("/api/chats", { method: "POST", token: a.token, json: {} }),
    );
    const events = await readSse(
      await t.call(`/api/chats/${chat.id}/stream`, {
        method: "POST",
        token: a.token,
        json: { content: "A fox in the snow, 16:9", mode: "picture" },
      }),
    );
    const picture = events.map((e) => e.data).find((d) => d.op === "saved");
    expect(picture).toMatchObject({
      type: "picture",
      kind: "picture",
      op: "saved",
      version: { version_number: 1 },
    });
    expect(JSON.parse(String(picture?.content))).toMatchObject({ aspect: "16:9", source: "model" });
    // An image model's picture is not described as the Offline illustrator's.
    expect(JSON.parse(String(picture?.content)).drawn).toBeUndefined();
    expect(events.some((e) => e.data.type === "content")).toBe(false);
    expect(events.at(-1)?.data).toMatchObject({ type: "done", status: "done" });
  });

  it("the composer's aspect wins over the prompt's words in the picture mode", async () => {
    useModel();
    behaviour = "ok";
    const chat = await dataOf(
      chatSchema,
      await t.call("/api/chats", { method: "POST", token: a.token, json: {} }),
    );
    const events = await readSse(
      await t.call(`/api/chats/${chat.id}/stream`, {
        method: "POST",
        token: a.token,
        json: { content: "A square fox avatar", mode: "picture", aspect: "9:16" },
      }),
    );
    const picture = events.map((e) => e.data).find((d) => d.op === "saved");
    expect(JSON.parse(String(picture?.content))).toMatchObject({ aspect: "9:16", width: 576, height: 1024 });
    const bad = await t.call(`/api/chats/${chat.id}/stream`, {
      method: "POST",
      token: a.token,
      json: { content: "A fox", mode: "picture", aspect: "2:1" },
    });
    expect(bad.status).toBe(400);
  });

  const failures: [string, Behaviour, () => void, number, string, string][] = [
    [
      "quota exceeded (429 insufficient_quota)",
      "quota",
      () => useModel(),
      4004,
      "AI image generation quota exceeded, please try again later or contact the administrator",
      "AI 图片生成额度已用完，请稍后再试或联系管理员",
    ],
    [
      "content not compliant (400 content_policy_violation)",
      "content",
      () => useModel(),
      4003,
      "Content not compliant: the image prompt was blocked by the content safety check, please change it",
      "内容不合规：图片描述未通过内容安全审核，请修改后重试",
    ],
    [
      "timeout (the server never answers)",
      "hang",
      () => {
        useModel();
        process.env.IMAGE_TIMEOUT_MS = "300";
      },
      500,
      "AI image generation timed out, please retry",
      "AI 图片生成超时，请重试",
    ],
    [
      "network (connection refused)",
      "ok",
      () => useModel("http://127.0.0.1:9/v1"),
      500,
      "AI image generation failed: network error, please check the connection and retry",
      "AI 图片生成失败：网络错误，请检查网络后重试",
    ],
    [
      "network (a server error)",
      "server-error",
      () => useModel(),
      500,
      "AI image generation failed: network error, please check the connection and retry",
      "AI 图片生成失败：网络错误，请检查网络后重试",
    ],
    [
      "invalid URL (IMAGE_BASE_URL is not one)",
      "ok",
      () => useModel("not a url"),
      400,
      "AI image generation failed: invalid URL",
      "AI 图片生成失败：无效的 URL",
    ],
  ];

  it.each(failures)("maps %s to its errno and text", async (_name, mode, configure, errno, en, zh) => {
    behaviour = mode;
    configure();
    const refusal = await refusalOf(await create({ prompt: "A fox" }));
    expect({ errno: refusal.errno, errmsg: refusal.errmsg }).toEqual({ errno, errmsg: en });
    expect((await refusalOf(await create({ prompt: "A fox" }, "zh"))).errmsg).toBe(zh);
  });

  it("ends a picture round with the mapped error event", async () => {
    useModel();
    behaviour = "quota";
    const chat = await dataOf(
      chatSchema,
      await t.call("/api/chats", { method: "POST", token: a.token, json: {} }),
    );
    const events = await readSse(
      await t.call(`/api/chats/${chat.id}/stream`, {
        method: "POST",
        token: a.token,
        json: { content: "A fox", mode: "picture" },
      }),
    );
    expect(events.at(-1)?.data).toMatchObject({
      type: "error",
      errno: 4004,
      errmsg: "AI image generation quota exceeded, please try again later or contact the administrator",
    });
  });
});
