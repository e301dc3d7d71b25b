/**
 * DESIGN.md §6 on the research reader's own path: a search hit points wherever the page the
 * engine indexed says, so with the test allowance OFF every address of our own networks is
 * refused before a connection is made — loopback (also spelled as [::1], an IPv4-mapped IPv6
 * address, a decimal or hex number, or localhost), 10/8, 172.16/12, 192.168/16, the cloud
 * metadata address, names that resolve to any of these (also when only one answer does), and
 * redirects that lead there. The page server listens on every local address (127.0.0.1 and ::1):
 * a probe that got through would show up in its request log, which stays empty.
 */
import { lookup } from "node:dns/promises";
import {
  createSafeFetcher,
  FetchRefused,
  type ResolvedAddress,
  type SafeFetcher,
} from "@/server/net/safe-fetch";
import { closePageParsePool, createWebSources, webSourcesFromEnv } from "@/server/net/web-search";
import { startFakeWebSite, type FakeWebSite } from "../../helpers/fake-web-pages";
import { startFakeSearxng, type FakeEngine } from "../../helpers/fake-search-engines";

const SECRET =
  "<html><head><title>Internal admin</title></head><body><article><h1>Internal</h1><p>Database password: hunter2, and other things research must never read.</p></article></body></html>";

let site: FakeWebSite;
/** Stands for a public site whose page redirects inward: the only host the tests allow. */
let redirector: FakeWebSite;
let searxng: FakeEngine;
let names: Record<string, string[]>;

/** This test's DNS: names that lead inward (no real DNS in tests; localhost from the hosts file). */
const resolver = async (hostname: string): Promise<ResolvedAddress[]> => {
  if (hostname === "localhost") return lookup(hostname, { all: true });
  const found = names[hostname];
  if (!found) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return found.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};

/** The real fetcher, with the reason of each refusal written down (read() itself only says null). */
function recording(fetcher: SafeFetcher, reasons: string[]): SafeFetcher {
  return (url, options) =>
    fetcher(url, options).catch((error: unknown) => {
      reasons.push(error instanceof FetchRefused ? error.reason : String(error));
      throw error;
    });
}

beforeAll(async () => {
  site = await startFakeWebSite();
  site.pages.set("/secret", { body: SECRET });
  redirector = await startFakeWebSite();
  const inward: Record<string, string> = {
    "/to-loopback": `http://127.0.0.1:${site.port}/secret`,
    "/to-localhost": `http://localhost:${site.port}/secret`,
    "/to-v6-loopback": `http://[::1]:${site.port}/secret`,
    "/to-metadata": "http://169.254.169.254/latest/meta-data/iam/security-credentials/",
    "/to-private-name": `http://intranet.example:${site.port}/secret`,
    "/to-ten": "http://10.0.0.5/",
  };
  for (const [path, location] of Object.entries(inward))
    redirector.pages.set(path, { status: 302, headers: { Location: location } });
  names = {
    "intranet.example": ["127.0.0.1"],
    "wiki.corp.example": ["10.20.30.40"],
    "build.corp.example": ["172.20.1.2"],
    "nas.home.example": ["192.168.1.20"],
    "metadata.example": ["169.254.169.254"],
    "v6-loopback.example": ["::1"],
    "rebind.example": ["93.184.215.14", "127.0.0.1"],
  };
  searxng = await startFakeSearxng();
});
afterAll(async () => {
  await closePageParsePool();
  await site.close();
  await redirector.close();
  await searxng.close();
});
beforeEach(() => {
  site.resetCounts();
  redirector.resetCounts();
});

const probes = () => [
  `http://127.0.0.1:${site.port}/secret`,
  `http://localhost:${site.port}/secret`,
  `http://[::1]:${site.port}/secret`,
  `http://[::ffff:127.0.0.1]:${site.port}/secret`,
  `http://2130706433:${site.port}/secret`,
  `http://0x7f.0.0.1:${site.port}/secret`,
  `http://0.0.0.0:${site.port}/secret`,
  "http://10.0.0.1/",
  "http://10.255.255.254:8080/admin",
  "http://172.16.0.1/",
  "http://172.31.255.254/",
  "http://192.168.0.1/",
  "http://192.168.1.20:5000/",
  "http://169.254.169.254/latest/meta-data/",
  "http://[fd00:ec2::254]/latest/meta-data/",
  `http://intranet.example:${site.port}/secret`,
  "http://wiki.corp.example/",
  "http://build.corp.example/",
  "http://nas.home.example/",
  "http://metadata.example/latest/meta-data/",
  `http://v6-loopback.example:${site.port}/secret`,
  `http://rebind.example:${site.port}/secret`,
];

describe("with the allowance off", () => {
  it("read refuses every inward address and name before connecting", async () => {
    const reasons: string[] = [];
    const web = createWebSources({
      engine: "searxng",
      baseUrl: searxng.origin,
      fetcher: recording(createSafeFetcher({ resolver }), reasons),
      reader: { timeoutMs: 5_000 },
    });
    for (const url of probes()) expect([url, await web.read(url)]).toEqual([url, null]);
    // Refused, not timed out: every probe's reason is "blocked" (a wall-clock bound, 22 probes within
    // 2 s, said the same less directly and was a race on a loaded machine).
    expect(reasons).toEqual(probes().map(() => "blocked"));
    expect(site.requests).toEqual([]);
  });

  it("a redirect from an allowed page to loopback, [::1], localhost, metadata, 10/8 or a private name is refused at the hop", async () => {
    const reasons: string[] = [];
    // Only the redirector's exact host:port is allowed (it plays a public page); its targets are not.
    const web = createWebSources({
      engine: "searxng",
      baseUrl: searxng.origin,
      fetcher: recording(createSafeFetcher({ resolver, allowHosts: [redirector.hostPort] }), reasons),
    });
    const paths = [
      "/to-loopback",
      "/to-localhost",
      "/to-v6-loopback",
      "/to-metadata",
      "/to-private-name",
      "/to-ten",
    ];
    for (const path of paths)
      expect([path, await web.read(`${redirector.origin}${path}`)]).toEqual([path, null]);
    expect(reasons).toEqual(paths.map(() => "blocked"));
    expect(redirector.requests).toEqual(paths); // the first hop was made …
    expect(site.requests).toEqual([]); // … the inward one never
  });

  it("the allowance is one exact host:port: other ports and other spellings of the same machine stay refused", async () => {
    const web = createWebSources({
      engine: "searxng",
      baseUrl: searxng.origin,
      fetcher: createSafeFetcher({ resolver, allowHosts: [redirector.hostPort] }),
    });
    for (const url of [
      `http://127.0.0.1:${site.port}/secret`,
      `http://localhost:${redirector.port}/to-loopback`,
      `http://[::1]:${redirector.port}/to-loopback`,
    ]) {
      expect([url, await web.read(url)]).toEqual([url, null]);
    }
    expect(site.requests).toEqual([]);
    expect(redirector.requests).toEqual([]);
  });

  it("the server's own sources (webSourcesFromEnv, system DNS, no FETCH_ALLOW_HOSTS) read none of the inward hits a search answers", async () => {
    searxng.hits = [
      { url: `http://127.0.0.1:${site.port}/secret`, title: "admin" },
      { url: `http://localhost:${site.port}/secret`, title: "admin by name" },
      { url: `http://[::1]:${site.port}/secret`, title: "admin over IPv6" },
      { url: "http://169.254.169.254/latest/meta-data/", title: "metadata" },
      { url: "http://10.1.2.3/", title: "intranet" },
      { url: "http://172.16.9.9/", title: "intranet" },
      { url: "http://192.168.100.1/", title: "router" },
      { url: `${redirector.origin}/to-loopback`, title: "redirects inward" },
    ];
    const web = webSourcesFromEnv({ SEARXNG_URL: searxng.origin })!;
    const hits = await web.search("admin password", { limit: 10 });
    expect(hits).toHaveLength(8); // the engine's answer is passed on; reading is where the rule bites
    const progress: number[] = [];
    const pages = await web.readAll(
      hits.map((h) => h.url),
      { onRead: (done) => progress.push(done) },
    );
    expect(pages).toEqual(hits.map(() => null));
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(site.requests).toEqual([]);
    expect(redirector.requests).toEqual([]); // on 127.0.0.1 too, so not even the first hop
  });
});
