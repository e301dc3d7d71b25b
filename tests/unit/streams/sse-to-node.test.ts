/** Stream answers written straight to a Node HTTP response: same wire format, headers and life as the web Response. */
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
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

/** The raw bytes an HTTP client of `version` receives for one request. */
function rawAnswer(version: "1.1" | "1.0"): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () =>
      socket.write(`GET / HTTP/${version}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    let raw = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      raw += chunk;
      // The answer keeps its connection alive (Connection: keep-alive): the last chunk ends it.
      if (raw.endsWith("\r\n0\r\n\r\n")) socket.end();
    });
    socket.on("end", () => resolve(raw));
    socket.on("error", reject);
  });
}

it("frames each event as one HTTP chunk, and writes plain bytes to an HTTP/1.0 client", async () => {
  const stream = new RoundStream("round-4", "chat-1", "user-1");
  answer = () => sseResponse(stream);
  const event = (seq: number, text: string) => `id: ${seq}\ndata: {"type":"content","content":"${text}"}\n\n`;
  const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;

  const http11 = rawAnswer("1.1");
  await new Promise((r) => setTimeout(r, 50));
  stream.push(content("héllo")); // a byte count, not a character count, frames the chunk
  stream.push(content("world"));
  await new Promise((r) => setTimeout(r, 20));
  const http10 = rawAnswer("1.0");
  await new Promise((r) => setTimeout(r, 50));
  stream.finish();

  const raw11 = await http11;
  const head11 = raw11.slice(0, raw11.indexOf("\r\n\r\n"));
  const body11 = raw11.slice(head11.length + 4);
  expect(head11).toMatch(/transfer-encoding: chunked/i);
  expect(body11).toBe(chunk(event(1, "héllo")) + chunk(event(2, "world")) + "0\r\n\r\n");
  const raw10 = await http10;
  const body10 = raw10.slice(raw10.indexOf("\r\n\r\n") + 4);
  expect(raw10).not.toMatch(/transfer-encoding/i);
  expect(body10).toBe(event(1, "héllo") + event(2, "world"));
});
