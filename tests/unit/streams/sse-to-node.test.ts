/** Stream answers written straight to a Node HTTP response: same wire format, headers and life as the web Response. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parseSse } from "@/tests/helpers/sse";
import { RoundStream, type RoundView } from "@/server/streams/round-stream";
import { sseResponse } from "@/server/streams/sse-response";
import { writeSseToNode } from "@/server/streams/sse-to-node";
import type { StreamEvent } from "@/lib/contracts/stream-events";

const content = (text: string) => ({ type: "content", content: text }) as StreamEvent;

/** A round whose readers are counted, to see that a reader that left is let go. */
function countedRound(stream: RoundStream): RoundView & { readers: () => number } {
  let readers = 0;
  return {
    roundId: stream.roundId,
    chatId: stream.chatId,
    userId: stream.userId,
    whenFinished: () => stream.whenFinished(),
    readers: () => readers,
    subscribe(afterSeq, listener) {
      readers += 1;
      const off = stream.subscribe(afterSeq, listener);
      return () => {
        readers -= 1;
        off();
      };
    },
  };
}

let server: Server;
let url: string;
let answer: () => Response;

beforeEach(async () => {
  server = createServer((_req, res) => {
    const response = answer();
    if (!writeSseToNode(response, res)) res.writeHead(500).end("not a stream answer");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("writes the round's events as they come, with the answer's headers, and ends with the round", async () => {
  const stream = new RoundStream("round-1", "chat-1", "user-1");
  stream.push(content("Hello"));
  answer = () => {
    const response = sseResponse(stream);
    response.headers.set("X-Request-Id", "req-7"); // as the API's middleware does after the route
    return response;
  };
  const res = await fetch(url);
  expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
  expect(res.headers.get("x-round-id")).toBe("round-1");
  expect(res.headers.get("x-request-id")).toBe("req-7");
  const reading = res.text();
  stream.push(content(" world"));
  stream.push({ type: "done", status: "done" } as StreamEvent);
  stream.finish();
  const text = await reading;
  expect(text).toBe(
    'id: 1\ndata: {"type":"content","content":"Hello"}\n\n' +
      'id: 2\ndata: {"type":"content","content":" world"}\n\n' +
      'id: 3\ndata: {"type":"done","status":"done"}\n\n',
  );
});

it("resumes after Last-Event-ID's sequence number, with CRLF line ends where asked", async () => {
  const stream = new RoundStream("round-2", "chat-1", "user-1");
  for (const word of ["a", "b", "c"]) stream.push(content(word));
  stream.finish();
  answer = () => sseResponse(stream, { afterSeq: 2, crlf: true });
  const text = await (await fetch(url)).text();
  expect(text).toBe('id: 3\r\ndata: {"type":"content","content":"c"}\r\n\r\n');
  expect(parseSse(text).map((e) => e.id)).toEqual([3]);
});

it("lets go of the round when the client leaves; the round goes on for other readers", async () => {
  const stream = new RoundStream("round-3", "chat-1", "user-1");
  const round = countedRound(stream);
  answer = () => sseResponse(round);
  const leaving = new AbortController();
  const res = await fetch(url, { signal: leaving.signal });
  const reader = res.body!.getReader();
  stream.push(content("first"));
  await reader.read();
  expect(round.readers()).toBe(1);
  leaving.abort();
  await reader.read().catch(() => {});
  for (let i = 0; i < 100 && round.readers() > 0; i++) await new Promise((r) => setTimeout(r, 20));
  expect(round.readers()).toBe(0);
  stream.push(content("second")); // no reader left: nothing is written, nothing throws
  answer = () => sseResponse(round, { afterSeq: 1 });
  const reading = fetch(url).then((r) => r.text());
  await new Promise((r) => setTimeout(r, 50));
  stream.finish();
  expect(parseSse(await reading).map((e) => e.data.content)).toEqual(["second"]);
});

it("leaves every other answer to the adapter", () => {
  const writeHead = jest.fn();
  expect(writeSseToNode(Response.json({ errno: 0 }), { writeHead } as never)).toBe(false);
  expect(writeHead).not.toHaveBeenCalled();
});
