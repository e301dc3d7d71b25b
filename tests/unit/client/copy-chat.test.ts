/**
 * "Make a copy" on the client: a new chat, then its stream asked for `copy_chat_id`; the copy's
 * answer is one `done` (no round). A refused or failed copy removes the empty chat it made.
 */
import { copyChat, copyTransport } from "@/lib/chat/copy-chat";
import type { StreamTexts } from "@/lib/api/sse";
import { done, envelope, event, sseResponse } from "../../helpers/stream-fixtures";

const texts: StreamTexts = {
  httpError: (status) => `HTTP error, status code ${status}`,
  parseError: "parse",
  notLoggedIn: "not logged in",
  idleTimeout: "idle",
  unsupported: "unsupported",
  missingBody: "missing body",
};

type Call = { method: string; url: string; body?: unknown };
let calls: Call[];
const realStreamFetch = copyTransport.fetch;
const realFetch = global.fetch;

beforeEach(() => {
  calls = [];
  // The plain API calls (create, delete) go through apiRequest's fetch.
  global.fetch = (async (url: string, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? "GET", url });
    if (init.method === "POST")
      return Response.json({ errno: 0, errmsg: "", data: { id: "copy-1", title: "new chat" } });
    return Response.json({ errno: 0, errmsg: "", data: { id: "copy-1", deleted: true } });
  }) as typeof fetch;
});
afterEach(() => {
  copyTransport.fetch = realStreamFetch;
  global.fetch = realFetch;
});

function answerStream(answer: () => Response | Promise<Response>) {
  copyTransport.fetch = async (url, init) => {
    calls.push({ method: String(init.method), url, body: JSON.parse(String(init.body)) });
    return answer();
  };
}

test("creates a chat and asks its stream to start as a copy; resolves with the new chat", async () => {
  answerStream(() =>
    sseResponse(
      [event({ type: "done", status: "done", versions: [{ kind: "prd", id: "v9", version_number: 1 }] })],
      { roundId: "" },
    ),
  );
  await expect(copyChat("source-1", texts)).resolves.toBe("copy-1");
  expect(calls).toEqual([
    { method: "POST", url: "/api/chats" },
    { method: "POST", url: "/api/chats/copy-1/stream", body: { copy_chat_id: "source-1" } },
  ]);
});

test("a refused copy (another user's chat: 404) rejects with the API's error and removes the empty chat", async () => {
  answerStream(() => envelope(404, 404, "Chat not found"));
  await expect(copyChat("someone-elses", texts)).rejects.toMatchObject({
    errno: 404,
    message: "Chat not found",
  });
  await new Promise((resolve) => setImmediate(resolve));
  expect(calls.at(-1)).toEqual({ method: "DELETE", url: "/api/chats/copy-1" });
});

test("no answer at all is the network error, and the empty chat is removed", async () => {
  copyTransport.fetch = async () => {
    throw new TypeError("Failed to fetch");
  };
  await expect(copyChat("source-1", texts)).rejects.toMatchObject({
    errno: -1,
    message: "network error, unable to connect to server",
  });
  await new Promise((resolve) => setImmediate(resolve));
  expect(calls.at(-1)).toEqual({ method: "DELETE", url: "/api/chats/copy-1" });
});

test("a stream that ends without done did not finish the copy", async () => {
  answerStream(() => sseResponse([]));
  await expect(copyChat("source-1", texts)).rejects.toMatchObject({ errno: -1 });
  answerStream(() => sseResponse([done()]));
  await expect(copyChat("source-1", texts)).resolves.toBe("copy-1");
});
