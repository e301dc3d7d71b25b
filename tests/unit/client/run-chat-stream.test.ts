/**
 * The stream runner against fake answers built from the contract (tests/helpers/stream-fixtures):
 * resume after a drop with no text twice, follow a running round after a reload, stop (also
 * before the round is named), refusals, the 5-minute idle abort and the 30-minute limit on fake
 * timers. The network seam is `streamTransport`.
 */
import {
  runChatStream,
  followRound,
  stopChatStream,
  streamTransport,
  STREAM_TIMEOUT_MS,
} from "@/lib/chat/run-chat-stream";
import { INITIAL_CHAT_STATE, useChatStore } from "@/lib/stores/chat-store";
import type { StreamTexts } from "@/lib/api/sse";
import { ClientApiError } from "@/lib/api/api-error";
import {
  content,
  done,
  envelope,
  frame,
  openStream,
  sseResponse,
  think,
} from "../../helpers/stream-fixtures";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), warning: jest.fn(), success: jest.fn() } }));

const texts: StreamTexts = {
  httpError: (status) => `HTTP error, status code ${status}`,
  parseError: "parse",
  notLoggedIn: "not logged in",
  idleTimeout: "stream read timeout: no new data within 5 minutes",
  unsupported: "unsupported",
  missingBody: "missing body",
  requestTimeout: (seconds) => `request timeout: no response within ${seconds} seconds`,
};

type Call = { url: string; init: RequestInit };
let calls: Call[];
let answers: ((call: Call) => Response | Promise<Response>)[];
const realFetch = streamTransport.fetch;
const realWait = streamTransport.wait;

const chat = () => useChatStore.getState().get("c1");
const header = (call: Call, name: string) => new Headers(call.init.headers).get(name);

/** Lets pending promise callbacks and stream reads run (fake timers leave setImmediate alone). */
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 500; i++) {
    if (check()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`never happened: ${what}`);
}

beforeEach(() => {
  calls = [];
  answers = [];
  useChatStore.setState({ chats: {} });
  streamTransport.fetch = async (url, init) => {
    const call = { url, init };
    calls.push(call);
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected call ${url}`);
    return answer(call);
  };
  streamTransport.wait = async () => undefined;
});

afterEach(() => {
  streamTransport.fetch = realFetch;
  streamTransport.wait = realWait;
  jest.useRealTimers();
});

test("a send shows the user's text at once and follows the reply to its end; the flags are set, then cleared", async () => {
  const stream = openStream();
  answers.push(() => stream.response);
  const run = runChatStream("c1", { content: "Plan a launch", mode: "normal" }, texts);
  expect(chat().streaming).toMatchObject({ active: true, pendingUserText: "Plan a launch", reply: "" });
  expect(chat().abort).toBeInstanceOf(AbortController);
  expect(chat().inputDisabled).toBe(true);
  stream.send(think("Considering the audience. "));
  stream.send(content("Here is "));
  stream.send(content("the plan."));
  stream.send(done());
  stream.end();
  await run;
  expect(calls[0].url).toBe("/api/chats/c1/stream");
  expect(JSON.parse(String(calls[0].init.body))).toEqual({ content: "Plan a launch", mode: "normal" });
  expect(chat().streaming).toMatchObject({
    active: false,
    outcome: "done",
    reply: "Here is the plan.",
    think: "Considering the audience. ",
    lastEventId: "4",
  });
  expect(chat()).toMatchObject({ abort: null, inputDisabled: false, currentRoundId: "r1" });
});

test("after a network drop it resumes from the last event id, and no text is shown twice", async () => {
  const first = openStream();
  answers.push(() => first.response);
  answers.push(() => sseResponse([content(" world"), content("!"), done()], { firstId: 3 }));
  const run = runChatStream("c1", { content: "hi", mode: "normal" }, texts);
  first.send(content("Hel"), 1);
  first.send(content("lo"), 2);
  await until(() => chat().streaming.reply === "Hello", "first two events read");
  // The connection breaks halfway through event 3: that half must not count.
  first.sendPartial('id: 3\ndata: {"type":"content","content":" wor');
  await new Promise((resolve) => setImmediate(resolve));
  first.cut();
  await run;
  expect(calls).toHaveLength(2);
  expect(calls[1].url).toBe("/api/chats/c1/stream/r1");
  expect(header(calls[1], "Last-Event-ID")).toBe("2");
  expect(chat().streaming).toMatchObject({
    reply: "Hello world!",
    outcome: "done",
    reconnecting: false,
    active: false,
  });
});

test("a body that ends without done or error is a cut connection: it resumes", async () => {
  answers.push(() => sseResponse([content("A")]));
  answers.push(() => sseResponse([content("B"), done()], { firstId: 2 }));
  await runChatStream("c1", { content: "x", mode: "normal" }, texts);
  expect(header(calls[1], "Last-Event-ID")).toBe("1");
  expect(chat().streaming.reply).toBe("AB");
});

test("a reloaded page follows the running round from its start, into a fresh reply", async () => {
  useChatStore
    .getState()
    .patch("c1", { streaming: { ...INITIAL_CHAT_STATE.streaming, reply: "stale text" } });
  answers.push(() => sseResponse([content("Part one. "), content("Part two."), done()]));
  await followRound("c1", "r1", texts);
  expect(calls[0].url).toBe("/api/chats/c1/stream/r1");
  expect(header(calls[0], "Last-Event-ID")).toBeNull();
  expect(chat().streaming).toMatchObject({
    reply: "Part one. Part two.",
    pendingUserText: null,
    outcome: "done",
    active: false,
  });
});

test("following a round the server has already dropped ends quietly (the saved messages tell the rest)", async () => {
  answers.push(() => envelope(404, 404, "round not found"));
  await followRound("c1", "gone", texts);
  expect(chat().streaming).toMatchObject({ active: false, outcome: null, error: null });
});

test("Stop ends the round on the server with its id, then drops the connection; the flags are cleared", async () => {
  const stream = openStream();
  answers.push(() => stream.response);
  const run = runChatStream("c1", { content: "long", mode: "normal" }, texts);
  stream.send(content("Some"));
  await until(() => chat().currentRoundId === "r1" && chat().streaming.reply === "Some", "round named");
  answers.push((call) => {
    stream.send(done("stopped"));
    stream.end();
    expect(JSON.parse(String(call.init.body))).toEqual({ round_id: "r1" });
    return envelope(200, 0, "", { round_id: "r1", stopped: true });
  });
  await stopChatStream("c1");
  await run;
  expect(calls[1].url).toBe("/api/chats/c1/stop");
  expect(chat().streaming).toMatchObject({ active: false, outcome: "stopped", reply: "Some" });
  expect(chat()).toMatchObject({ abort: null, inputDisabled: false });
});

test("Stop reads what the round wrote after the stop answer (its saved version) before dropping the line", async () => {
  const stream = openStream();
  // Like fetch, dropping the line ends the body: nothing written after it is read.
  answers.push(
    (call) => (
      call.init.signal?.addEventListener("abort", () => stream.cut(), { once: true }),
      stream.response
    ),
  );
  const run = runChatStream("c1", { content: "long", mode: "normal" }, texts);
  stream.send(content("Some"));
  await until(() => chat().currentRoundId === "r1", "round named");
  // The drain deadline never passes here: only the stream's own end lets Stop go on.
  streamTransport.wait = (_ms, signal) =>
    new Promise((resolve) => signal.addEventListener("abort", () => resolve(), { once: true }));
  answers.push(() => {
    setImmediate(() => {
      stream.send(content(" kept"));
      stream.send(done("stopped"));
      stream.end();
    });
    return envelope(200, 0, "", { round_id: "r1", stopped: true });
  });
  await stopChatStream("c1");
  await run;
  expect(chat().streaming).toMatchObject({ active: false, outcome: "stopped", reply: "Some kept" });
  expect(chat()).toMatchObject({ abort: null, inputDisabled: false });
});

test("Stop pressed before the server has named the round is sent as soon as it is", async () => {
  let respond!: (r: Response) => void;
  answers.push(() => new Promise<Response>((resolve) => (respond = resolve)));
  const run = runChatStream("c1", { content: "x", mode: "normal" }, texts);
  await until(() => calls.length === 1, "request sent");
  await stopChatStream("c1");
  expect(calls).toHaveLength(1); // nothing to stop yet
  const stream = openStream({ roundId: "r9" });
  answers.push(() => {
    stream.send(done("stopped", "r9"));
    stream.end();
    return envelope(200, 0);
  });
  respond(stream.response);
  await run;
  expect(calls[1].url).toBe("/api/chats/c1/stop");
  expect(JSON.parse(String(calls[1].init.body))).toEqual({ round_id: "r9" });
  expect(chat().streaming).toMatchObject({ active: false, outcome: "stopped" });
});

test("a refusal (409: the chat already has an active response) is final: no resume, the error is shown", async () => {
  answers.push(() => envelope(409, 409, "a chat already has an active response, please wait"));
  await expect(runChatStream("c1", { content: "x", mode: "normal" }, texts)).rejects.toMatchObject({
    errno: 409,
  });
  expect(calls).toHaveLength(1);
  expect(chat().streaming).toMatchObject({
    active: false,
    outcome: "error",
    error: "a chat already has an active response, please wait",
  });
  expect(chat().currentRoundId).toBeNull();
});

test("a non-OK answer without an envelope gives 'HTTP error, status code {status}'", async () => {
  answers.push(() => new Response("bad gateway", { status: 502 }));
  await expect(runChatStream("c1", { content: "x", mode: "normal" }, texts)).rejects.toBeInstanceOf(
    ClientApiError,
  );
  expect(chat().streaming.error).toBe("HTTP error, status code 502");
});

test("no answer at all (the server cannot be reached) gives the network text, not a raw TypeError", async () => {
  answers.push(() => {
    throw new TypeError("Failed to fetch");
  });
  await expect(runChatStream("c1", { content: "x", mode: "normal" }, texts)).rejects.toMatchObject({
    errno: -1,
    message: "network error, unable to connect to server",
  });
  expect(calls).toHaveLength(1);
  expect(chat().streaming).toMatchObject({
    active: false,
    outcome: "error",
    error: "network error, unable to connect to server",
  });
});

test("a 401 refusal keeps the answer's login_url for the sign-in that follows", async () => {
  answers.push(
    () =>
      new Response(
        JSON.stringify({
          errno: 401,
          errmsg: "user not logged in or session expired",
          data: null,
          login_url: "/auth/login",
        }),
        { status: 401, headers: { "content-type": "application/json" } },
      ),
  );
  await expect(runChatStream("c1", { content: "x", mode: "normal" }, texts)).rejects.toMatchObject({
    errno: 401,
    status: 401,
    loginUrl: "/auth/login",
  });
});

test("no data for 5 minutes (checked every 30 s) abandons the read as a timeout", async () => {
  jest.useFakeTimers({ doNotFake: ["setImmediate", "queueMicrotask", "nextTick"] });
  const stream = openStream();
  answers.push(() => stream.response);
  const run = runChatStream("c1", { content: "x", mode: "normal" }, texts);
  stream.send(content("started"));
  await until(() => chat().streaming.reply === "started", "first event");
  jest.advanceTimersByTime(4 * 60 * 1000 + 59 * 1000);
  await new Promise((resolve) => setImmediate(resolve));
  expect(chat().streaming.active).toBe(true); // 4:59 of silence is still fine
  jest.advanceTimersByTime(31 * 1000);
  await expect(run).rejects.toMatchObject({ message: texts.idleTimeout });
  expect(chat().streaming).toMatchObject({
    active: false,
    outcome: "timeout",
    error: texts.idleTimeout,
    reply: "started",
  });
});

test("a reply still streaming after 30 minutes ends with the request-timeout text", async () => {
  jest.useFakeTimers({ doNotFake: ["setImmediate", "queueMicrotask", "nextTick"] });
  const stream = openStream();
  answers.push((call) => stream.boundTo(call.init.signal));
  const run = runChatStream("c1", { content: "x", mode: "normal" }, texts);
  const settled = run.catch((error: unknown) => error);
  for (let minute = 1; minute <= 30; minute++) {
    stream.send(content("."));
    await until(() => chat().streaming.reply.length === minute, `event of minute ${minute}`);
    jest.advanceTimersByTime(60 * 1000);
    await new Promise((resolve) => setImmediate(resolve));
  }
  const error = await settled;
  expect(error).toMatchObject({ message: texts.requestTimeout!(STREAM_TIMEOUT_MS / 1000) });
  expect(chat().streaming).toMatchObject({ active: false, outcome: "timeout" });
});

test("CRLF event delimiters (agentic streams) read the same", async () => {
  const body = [content("Built "), content("it."), done()].map((e, i) => frame(i + 1, e, "\r\n")).join("");
  answers.push(
    () => new Response(body, { headers: { "content-type": "text/event-stream", "x-round-id": "r1" } }),
  );
  await runChatStream("c1", { content: "x", mode: "agentic" }, texts);
  expect(chat().streaming).toMatchObject({ reply: "Built it.", outcome: "done", lastEventId: "3" });
});
