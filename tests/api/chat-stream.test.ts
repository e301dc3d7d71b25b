import { createTestApp, parseSse, readSse, type TestApp } from "../helpers/test-app";

async function newChat(t: TestApp, token: string) {
  return (await (await t.call("/api/chats", { method: "POST", token, json: {} })).json()).data as {
    id: string;
  };
}

/** Reads the stream until `marker` has arrived (the first answer text, past the reasoning). */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, marker: string): Promise<string> {
  let text = "";
  while (!text.includes(marker)) {
    const { done, value } = await reader.read();
    if (done) throw new Error(`stream ended before ${marker}`);
    text += new TextDecoder().decode(value);
  }
  return text;
}

async function waitForMessages(
  t: TestApp,
  token: string,
  chatId: string,
  done: (m: { role: string; status: string }[]) => boolean,
) {
  for (let i = 0; i < 200; i++) {
    const list = (await (await t.call(`/api/chats/${chatId}/messages`, { token })).json()).data;
    if (done(list)) return list;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("messages never reached the expected state");
}

describe("chat stream (normal mode)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("emits content events then done, each with an id, and saves both messages", async () => {
    const { token } = await t.signIn("stream@example.com");
    const chat = await newChat(t, token);
    const res = await t.call(`/api/chats/${chat.id}/stream`, {
      method: "POST",
      token,
      json: { content: "A habit tracker app for remote teams", mode: "normal" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    const events = await readSse(res);
    expect(events.length).toBeGreaterThan(2);
    expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
    const types = events.map((e) => e.data.type);
    // reasoning first (the thinking panel), then the answer
    expect(new Set(types.slice(0, -1))).toEqual(new Set(["think", "content"]));
    expect(types.indexOf("content")).toBeGreaterThan(types.lastIndexOf("think"));
    expect(types.at(-1)).toBe("done");
    const text = events
      .filter((e) => e.data.type === "content")
      .map((e) => e.data.content)
      .join("");
    expect(text.toLowerCase()).toContain("habit tracker");

    await t.app.services.registry.drain();
    const messages = (await (await t.call(`/api/chats/${chat.id}/messages`, { token })).json()).data;
    expect(messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
    expect(messages[1]).toMatchObject({ content: text, status: "done", mode: "normal" });
    const detail = (await (await t.call(`/api/chats/${chat.id}`, { token })).json()).data;
    expect(detail.title).toBe("A habit tracker app for remote teams");
    expect(detail.last_message).toBe("A habit tracker app for remote teams");
  });

  it("refuses a second response in the same chat while one is active (409)", async () => {
    // A minute between pieces: the first reply is still active when the second request comes, on any
    // machine (at 20 ms a piece the test relied on the second call coming before the last piece).
    const slow = await createTestApp({ delayMs: 60_000 });
    try {
      const { token } = await slow.signIn("busy@example.com");
      const chat = await newChat(slow, token);
      const first = await slow.call(`/api/chats/${chat.id}/stream`, {
        method: "POST",
        token,
        json: { content: "first idea" },
      });
      const second = await slow.call(`/api/chats/${chat.id}/stream`, {
        method: "POST",
        token,
        json: { content: "second" },
      });
      expect(second.status).toBe(409);
      expect((await second.json()).errmsg).toBe("a chat already has an active response, please wait");
      slow.app.services.registry.stop(first.headers.get("x-round-id")!); // no need to wait for the whole reply
      await first.body?.cancel();
    } finally {
      await slow.close();
    }
  });

  it("caps concurrent responses across chats (429)", async () => {
    // A minute between pieces, as above: the first response is active for as long as the test needs.
    const capped = await createTestApp({ delayMs: 60_000, maxConcurrent: 1 });
    try {
      const { token } = await capped.signIn("cap@example.com");
      const one = await newChat(capped, token);
      const two = await newChat(capped, token);
      const first = await capped.call(`/api/chats/${one.id}/stream`, {
        method: "POST",
        token,
        json: { content: "one" },
      });
      const second = await capped.call(`/api/chats/${two.id}/stream`, {
        method: "POST",
        token,
        json: { content: "two" },
      });
      expect(second.status).toBe(429);
      expect((await second.json()).errmsg).toBe("currently processing 1 requests");
      capped.app.services.registry.stop(first.headers.get("x-round-id")!);
      await first.body?.cancel();
    } finally {
      await capped.close();
    }
  });
});

describe("nothing is lost", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ delayMs: 15 });
  });
  afterAll(() => t.close());

  it("a client that disconnects mid-stream leaves the full reply saved", async () => {
    const { token } = await t.signIn("drop@example.com");
    const chat = await newChat(t, token);
    const res = await t.call(`/api/chats/${chat.id}/stream`, {
      method: "POST",
      token,
      json: { content: "Plan a launch checklist" },
    });
    const reader = res.body!.getReader();
    await readUntil(reader, '"type":"content"');
    await reader.cancel(); // the browser tab closed

    const messages = await waitForMessages(t, token, chat.id, (m) => m[1]?.status === "done");
    const reply = messages[1] as { content: string; status: string };
    expect(reply.status).toBe("done");
    // The saved reply is the whole answer, not the one chunk the client saw.
    const fresh = await createTestApp({ delayMs: 0 });
    try {
      const u = await fresh.signIn("drop@example.com");
      const c2 = await newChat(fresh, u.token);
      const full = await readSse(
        await fresh.call(`/api/chats/${c2.id}/stream`, {
          method: "POST",
          token: u.token,
          json: { content: "Plan a launch checklist" },
        }),
      );
      const expected = full
        .filter((e) => e.data.type === "content")
        .map((e) => e.data.content)
        .join("");
      expect(reply.content).toBe(expected);
    } finally {
      await fresh.close();
    }
  });

  it("a reconnecting client resumes after its Last-Event-ID", async () => {
    const { token } = await t.signIn("resume@example.com");
    const chat = await newChat(t, token);
    const res = await t.call(`/api/chats/${chat.id}/stream`, {
      method: "POST",
      token,
      json: { content: "Design an onboarding flow" },
    });
    const roundId = res.headers.get("x-round-id")!;
    const reader = res.body!.getReader();
    const seen = parseSse(new TextDecoder().decode((await reader.read()).value));
    await reader.cancel();
    const lastId = seen.at(-1)!.id;

    const resumed = await readSse(
      await t.call(`/api/chats/${chat.id}/stream/${roundId}`, {
        token,
        headers: { "Last-Event-ID": String(lastId) },
      }),
    );
    expect(resumed[0].id).toBe(lastId + 1);
    expect(resumed.at(-1)!.data.type).toBe("done");
    const text = [...seen, ...resumed]
      .filter((e) => e.data.type === "content")
      .map((e) => e.data.content)
      .join("");
    const saved = await waitForMessages(t, token, chat.id, (m) => m[1]?.status === "done");
    expect((saved[1] as { content: string }).content).toBe(text);
  });

  it("a stop keeps the partial reply", async () => {
    const { token } = await t.signIn("stop@example.com");
    const chat = await newChat(t, token);
    const res = await t.call(`/api/chats/${chat.id}/stream`, {
      method: "POST",
      token,
      json: { content: "Write a long PRD outline" },
    });
    const roundId = res.headers.get("x-round-id")!;
    const reader = res.body!.getReader();
    await readUntil(reader, '"type":"content"');
    const stop = await t.call(`/api/chats/${chat.id}/stop`, {
      method: "POST",
      token,
      json: { round_id: roundId },
    });
    expect((await stop.json()).data).toEqual({ round_id: roundId, stopped: true });
    let rest = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += new TextDecoder().decode(value);
    }
    expect(parseSse(rest).at(-1)!.data).toMatchObject({ type: "done", status: "stopped" });
    const messages = (await (await t.call(`/api/chats/${chat.id}/messages`, { token })).json()).data;
    expect(messages[1].status).toBe("stopped");
    expect(messages[1].content.length).toBeGreaterThan(0);
  });
});
