/**
 * Links fetched on the server (spec §5 links, DESIGN.md §6 SSRF rules): POST /files/url saves a
 * page as readable Markdown or a linked document as a file, and refuses every address of our
 * own networks — literals, names that resolve there, and redirects that lead there — before any
 * connection is made. The only server contacted is this test's own, on 127.0.0.1, allowed by
 * exact host and port the way FETCH_ALLOW_HOSTS allows an intranet host.
 */
import { closePageParsePool } from "@/server/net/page-parse-pool";
import http from "node:http";
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { lookup } from "node:dns/promises";
import {
  createSafeFetcher,
  FetchRefused,
  isPublicAddress,
  type ResolvedAddress,
} from "@/server/net/safe-fetch";
import { fileUrlAnswerSchema, knowledgeCreateAnswerSchema } from "@/lib/contracts/knowledge";
import { spaceItemPageSchema } from "@/lib/contracts/space-items";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { dataOf, refusalOf } from "../helpers/contract";

const ARTICLE = `<!doctype html><html><head><meta charset="gbk"><title>番茄工作法指南 - 效率博客</title></head><body>
<nav><a href="/">首页</a> <a href="/about">关于</a></nav>
<article><h1>番茄工作法指南</h1><p>番茄钟是最常用的专注方法：每次工作二十五分钟，然后休息五分钟。</p>
<p>连续完成四个番茄钟后，休息十五到三十分钟。这个节奏帮助团队保持专注并减少疲劳。</p>
<h2>常见问题</h2><ul><li>被打断怎么办？记录下来，稍后处理。</li><li>任务太大？拆成多个番茄钟。</li></ul></article>
<footer>版权所有</footer><script>document.title = "hacked"</script></body></html>`;

let server: http.Server;
let origin: string;
let hostPort: string;
let t: TestApp;
let user: { token: string };
/** Names this test's resolver knows (no DNS in tests). */
const names: Record<string, string[]> = {
  "intranet.example": ["10.1.2.3"],
  "rebind.example": ["93.184.215.14", "192.168.1.10"],
  "metadata.example": ["169.254.169.254"],
  "v6-loopback.example": ["::1"],
  // IPv6 forms that carry a loopback or metadata IPv4 address.
  "v4-compatible.example": ["::7f00:1"],
  "nat64-metadata.example": ["64:ff9b::a9fe:a9fe"],
  "teredo-loopback.example": ["2001:0:4136:e378:8000:63bf:80ff:fffe"],
};
const resolver = async (hostname: string): Promise<ResolvedAddress[]> => {
  if (hostname === "localhost") return lookup(hostname, { all: true }); // the machine's own hosts file
  const found = names[hostname];
  if (!found) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return found.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};
/** Every request that reached the test server (proves which probes never connected). */
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    switch (req.url) {
      case "/article":
        // GBK bytes, gzip on the wire: what many Chinese sites send.
        res.writeHead(200, { "Content-Type": "text/html; charset=gbk", "Content-Encoding": "gzip" });
        res.end(zlib.gzipSync(encodeGbk(ARTICLE)));
        return;
      case "/to-article":
        res.writeHead(302, { Location: "/article" });
        res.end();
        return;
      case "/to-loopback":
        res.writeHead(302, { Location: "http://127.0.0.1:9/secret" });
        res.end();
        return;
      case "/to-localhost":
        res.writeHead(301, {
          Location: `http://localhost:${(server.address() as AddressInfo).port}/article`,
        });
        res.end();
        return;
      case "/to-v4-compatible":
        res.writeHead(302, { Location: "http://[::127.0.0.1]/secret" });
        res.end();
        return;
      case "/to-metadata":
        res.writeHead(307, { Location: "http://169.254.169.254/latest/meta-data/" });
        res.end();
        return;
      case "/loop":
        res.writeHead(302, { Location: "/loop" });
        res.end();
        return;
      case "/notes.txt":
        res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("Release checklist: update the changelog, tag the build.");
        return;
      case "/huge":
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end(`<html><body>${"<p>filler</p>".repeat(200_000)}</body></html>`);
        return;
      case "/picture.png":
        res.writeHead(200, { "Content-Type": "image/png" });
        res.end("<html><script>alert(1)</script></html>");
        return;
      default:
        res.writeHead(404, { "Content-Type": "text/plain" });
        res.end("missing");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  origin = `http://${hostPort}`;
  t = await createTestApp({ services: { fetcher: createSafeFetcher({ resolver, allowHosts: [hostPort] }) } });
  user = await t.signIn("links@example.com");
});
afterAll(async () => {
  await closePageParsePool();
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

/** GBK bytes of a string (Node can decode GBK but has no encoder: build the table from the decoder). */
function encodeGbk(text: string): Buffer {
  const table = new Map<string, number[]>();
  const decoder = new TextDecoder("gbk");
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      const ch = decoder.decode(new Uint8Array([lead, trail]));
      if (ch.length === 1 && !table.has(ch)) table.set(ch, [lead, trail]);
    }
  }
  const out: number[] = [];
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) out.push(ch.charCodeAt(0));
    else out.push(...(table.get(ch) ?? [0x3f]));
  }
  return Buffer.from(out);
}

const postUrls = (urls: unknown, headers: Record<string, string> = {}) =>
  t.call("/api/files/url", { method: "POST", token: user.token, json: { urls }, headers });

describe("the address rules", () => {
  it("only public unicast addresses are public", () => {
    for (const address of [
      "127.0.0.1",
      "10.0.0.1",
      "172.16.5.4",
      "192.168.0.1",
      "169.254.169.254",
      "100.100.100.200",
      "0.0.0.0",
      "::1",
      "::ffff:127.0.0.1",
      "fd00:ec2::254",
      "fe80::1",
      "64:ff9b::a00:1",
      "2002:7f00:1::",
    ]) {
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    }
    for (const address of ["93.184.215.14", "8.8.8.8", "2606:4700::1111"])
      expect(isPublicAddress(address)).toBe(true);
  });

  it("refuses loopback, private, link-local, metadata and IPv6 loopback literals without connecting", async () => {
    const fetcher = createSafeFetcher({ resolver });
    const before = hits.length;
    for (const url of [
      "http://127.0.0.1/",
      `http://127.0.0.1:${hostPort.split(":")[1]}/article`,
      "http://10.0.0.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://2130706433/",
      "http://0x7f.1/",
    ]) {
      await expect(fetcher(url)).rejects.toMatchObject({ reason: "blocked" });
    }
    expect(hits.length).toBe(before);
  });

  it("refuses names that resolve to a private address, also when only one answer is private", async () => {
    const fetcher = createSafeFetcher({ resolver });
    for (const host of ["intranet.example", "rebind.example", "metadata.example", "v6-loopback.example"]) {
      await expect(fetcher(`http://${host}/`)).rejects.toMatchObject({ reason: "blocked" });
    }
    // localhost goes through the system resolver: loopback.
    await expect(createSafeFetcher()("http://localhost:9/")).rejects.toMatchObject({ reason: "blocked" });
  });

  it("checks every redirect hop", async () => {
    const fetcher = createSafeFetcher({ resolver, allowHosts: [hostPort] });
    await expect(fetcher(`${origin}/to-loopback`)).rejects.toMatchObject({ reason: "blocked" });
    await expect(fetcher(`${origin}/to-localhost`)).rejects.toMatchObject({ reason: "blocked" });
    await expect(fetcher(`${origin}/to-metadata`)).rejects.toMatchObject({ reason: "blocked" });
    await expect(fetcher(`${origin}/loop`)).rejects.toMatchObject({ reason: "redirects" });
    const followed = await fetcher(`${origin}/to-article`);
    expect(followed.url).toBe(`${origin}/article`);
  });

  it("refuses other schemes and credentials in the URL, and cuts bodies at the limit", async () => {
    const fetcher = createSafeFetcher({ resolver, allowHosts: [hostPort] });
    await expect(fetcher("file:///etc/passwd")).rejects.toBeInstanceOf(FetchRefused);
    await expect(fetcher(`http://user:pw@${hostPort}/article`)).rejects.toMatchObject({
      reason: "invalid_url",
    });
    await expect(fetcher(`${origin}/huge`, { maxBytes: 100_000 })).rejects.toMatchObject({
      reason: "too_large",
    });
    await expect(fetcher(`${origin}/missing`)).rejects.toMatchObject({
      reason: "status",
      detail: { status: 404 },
    });
  });
});

describe("POST /files/url", () => {
  it("saves a page as its readable text (GBK and gzip decoded, navigation and scripts dropped) and it is searchable as knowledge", async () => {
    const answer = await dataOf(fileUrlAnswerSchema, await postUrls(`${origin}/to-article`));
    expect(answer.failed).toEqual([]);
    const [file] = answer.files;
    expect(file).toMatchObject({
      file_name: "番茄工作法指南 - 效率博客.md",
      content_type: "text/markdown; charset=utf-8",
      source_url: `${origin}/article`,
      text_status: "extracted",
    });
    const text = await (await t.call(file.url, { token: user.token })).text();
    expect(text).toContain("# 番茄工作法指南");
    expect(text).toContain("番茄钟是最常用的专注方法");
    expect(text).toContain("- 被打断怎么办？记录下来，稍后处理。");
    expect(text).not.toMatch(/首页|版权所有|hacked/);

    const knowledge = await dataOf(
      knowledgeCreateAnswerSchema,
      await t.call("/api/knowledge", {
        method: "POST",
        token: user.token,
        json: { type: "file", files: [{ upload_id: file.id }] },
      }),
    );
    expect(knowledge.items[0].attachments[0].source_url).toBe(`${origin}/article`);
    const found = await dataOf(
      spaceItemPageSchema,
      await t.call(`/api/knowledge-base/items?q=${encodeURIComponent("番茄钟")}`, { token: user.token }),
    );
    expect(found.items.map((i) => i.id)).toEqual([knowledge.items[0].id]);
    expect(found.items[0].source_url).toBe(`${origin}/article`);
  });

  it("saves a linked document as a file of its type, and refuses one whose bytes lie about it", async () => {
    const answer = await dataOf(
      fileUrlAnswerSchema,
      await postUrls([`${origin}/notes.txt`, `${origin}/picture.png`]),
    );
    expect(answer.files.map((f) => [f.file_name, f.kind])).toEqual([["notes.txt", "text"]]);
    expect(answer.failed).toEqual([
      { url: `${origin}/picture.png`, errmsg: "This link is not a web page or a supported file" },
    ]);
  });

  it("splits typed text at spaces and commas; each SSRF probe is refused in the user's language and nothing is saved", async () => {
    const probes = [
      "http://127.0.0.1/",
      "http://10.0.0.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/",
      `${origin}/to-loopback`,
      "http://intranet.example/",
    ];
    const before = hits.length;
    const answer = await dataOf(
      fileUrlAnswerSchema,
      await postUrls(probes.join(" , "), { "Accept-Language": "zh" }),
    );
    expect(answer.files).toEqual([]);
    expect(answer.failed.map((f) => f.url)).toEqual(probes);
    expect(new Set(answer.failed.map((f) => f.errmsg))).toEqual(
      new Set(["不允许访问该地址：无法抓取本地或内网链接"]),
    );
    // Only the redirect probe reached our server (and its redirect was not followed).
    expect(hits.slice(before)).toEqual(["/to-loopback"]);
    const inEnglish = await dataOf(fileUrlAnswerSchema, await postUrls(["http://10.0.0.1/"]));
    expect(inEnglish.failed[0].errmsg).toBe(
      "This address is not allowed: links to local or private networks can't be fetched",
    );
  });

  it("refuses IPv6 addresses that carry a loopback or metadata IPv4 address, literal, resolved or redirected to, and opens no socket to them", async () => {
    const probes = [
      "http://[::127.0.0.1]/",
      "http://[::a9fe:a9fe]/latest/meta-data/",
      "http://[64:ff9b::127.0.0.1]/",
      "http://[2002:a9fe:a9fe::1]/",
      "http://v4-compatible.example/",
      "http://nat64-metadata.example/latest/meta-data/",
      "http://teredo-loopback.example/",
      `${origin}/to-v4-compatible`,
    ];
    // Every client socket this process opens meanwhile (the API's fetcher runs in it).
    const sockets: string[] = [];
    const onSocket = (message: unknown) => {
      const socket = (message as { socket: { once: (e: string, f: () => void) => void } }).socket;
      socket.once("connect", () =>
        sockets.push((socket as unknown as { remoteAddress: string }).remoteAddress),
      );
    };
    const before = hits.length;
    subscribe("net.client.socket", onSocket);
    let answer;
    try {
      answer = await dataOf(fileUrlAnswerSchema, await postUrls(probes));
    } finally {
      unsubscribe("net.client.socket", onSocket);
    }
    expect(answer.files).toEqual([]);
    expect(answer.failed.map((f) => [f.url, f.errmsg])).toEqual(
      probes.map((url) => [
        url,
        "This address is not allowed: links to local or private networks can't be fetched",
      ]),
    );
    // The one connection made was to this test's own server, for the redirect it then refused.
    expect(sockets).toEqual(["127.0.0.1"]);
    expect(hits.slice(before)).toEqual(["/to-v4-compatible"]);
  });

  it("refuses text that holds no link, or words that are not links, with spec §5's rule", async () => {
    expect((await refusalOf(await postUrls(""))).details).toEqual({ urls: "Please enter at least one link" });
    const bad = await refusalOf(await postUrls("example.com ftp://example.com"));
    expect(bad.details).toEqual({ urls: "Links must start with http and are separated by spaces or commas" });
    const zh = await refusalOf(await postUrls("www.example.com", { "Accept-Language": "zh" }));
    expect(zh.details).toEqual({ urls: "链接必须以 http 开头，多个链接用空格或逗号分隔" });
  });

  it("needs a signed-in user, and a chat of one's own", async () => {
    expect(
      (await t.call("/api/files/url", { method: "POST", json: { urls: [`${origin}/notes.txt`] } })).status,
    ).toBe(401);
    const other = await t.signIn("links-other@example.com");
    const chat = await (
      await t.call("/api/chats", { method: "POST", token: other.token, json: { title: "theirs" } })
    ).json();
    const res = await t.call("/api/files/url", {
      method: "POST",
      token: user.token,
      json: { urls: [`${origin}/notes.txt`], chat_id: chat.data.id },
    });
    expect(res.status).toBe(404);
  });
});
