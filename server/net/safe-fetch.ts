/**
 * Fetches a URL a user gave us, on the server, without letting it reach our own network
 * (DESIGN.md §6): only public unicast addresses are contacted — loopback, private, link-local
 * (cloud metadata at 169.254.169.254), carrier-grade NAT, unique-local and other special ranges
 * are refused, for IP literals and for every address a name resolves to; an IPv6 address that
 * carries an IPv4 one (mapped, compatible, NAT64, 6to4, Teredo) is judged by the IPv4 it carries.
 *
 * The check cannot be raced: the connection is made to the very address that was checked (the
 * resolver's answer is pinned into the request), so a name that resolves to a public address
 * once and a private one the next time (DNS rebinding) gets nowhere. Redirects are followed by
 * hand, each hop checked again. Bodies are counted as they arrive — compressed and inflated —
 * and cut off at the limit; the whole fetch has one deadline.
 *
 * Used for links in the knowledge base, `import_url` and the research reader.
 */
import http from "node:http";
import https from "node:https";
import { lookup as dnsLookup } from "node:dns/promises";
import { isIP, type LookupFunction } from "node:net";
import zlib from "node:zlib";
import ipaddr from "ipaddr.js";

export type ResolvedAddress = { address: string; family: number };
/** Resolves a host name to all of its addresses (tests bring their own: no DNS there). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type FetchRefusalReason =
  "invalid_url" | "blocked" | "unreachable" | "timeout" | "status" | "too_large" | "redirects";

export class FetchRefused extends Error {
  constructor(
    readonly reason: FetchRefusalReason,
    readonly detail: { status?: number; maxBytes?: number } = {},
  ) {
    super(`fetch refused: ${reason}`);
  }
}

export type SafeFetchOptions = {
  /** Largest body accepted, after decompression. */
  maxBytes: number;
  /** Deadline of the whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
  accept: string;
};

export type FetchedResource = { url: string; status: number; contentType: string; bytes: Uint8Array };

export type SafeFetcher = (url: string, options?: Partial<SafeFetchOptions>) => Promise<FetchedResource>;

const DEFAULTS: SafeFetchOptions = {
  maxBytes: 10 * 1024 * 1024,
  timeoutMs: 15_000,
  maxRedirects: 5,
  accept: "text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.8",
};

const USER_AGENT = "Mozilla/5.0 (compatible; VibeStudioReader/1.0)";

/** The well-known NAT64 prefix, the one whose IPv4 part sits in the last 32 bits (RFC 6052). */
const NAT64_WELL_KNOWN = ipaddr.parseCIDR("64:ff9b::/96");
/** Deprecated IPv4-compatible addresses (`::127.0.0.1`): ipaddr.js files them under plain unicast. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR("::/96");

/**
 * The IPv4 addresses a packet to this IPv6 address is delivered to, for the forms that carry one
 * (a host with a tunnel, a NAT64 gateway or a relay unwraps them): IPv4-mapped and -translated,
 * IPv4-compatible, NAT64, 6to4 and Teredo (its server, and its client stored inverted). Null for
 * an address that carries none.
 */
function carriedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const bytes = ip.toByteArray();
  const at = (offset: number, inverted = false) =>
    new ipaddr.IPv4(bytes.slice(offset, offset + 4).map((b) => (inverted ? b ^ 0xff : b)));
  switch (ip.range()) {
    case "ipv4Mapped":
    case "rfc6145":
      return [at(12)];
    case "rfc6052":
      // The local-use prefix (64:ff9b:1::/48) puts the IPv4 part where the operator chose: none known.
      return ip.match(NAT64_WELL_KNOWN) ? [at(12)] : null;
    case "6to4":
      return [at(2)];
    case "teredo":
      return [at(4), at(12, true)];
    case "unicast":
      return ip.match(IPV4_COMPATIBLE) ? [at(12)] : null;
    default:
      return null;
  }
}

/**
 * Only the ordinary public internet: every special-purpose range ipaddr.js knows is refused, and
 * an IPv6 address that carries an IPv4 one is judged by what it carries (all of it public).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.parse(address);
  if (ip.kind() === "ipv4") return ip.range() === "unicast";
  const carried = carriedIPv4(ip as ipaddr.IPv6);
  if (carried) return carried.every((v4) => v4.range() === "unicast");
  return ip.range() === "unicast";
}

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export type SafeFetcherConfig = {
  resolver?: Resolver;
  /**
   * `host:port` pairs that may be fetched although they are not public (FETCH_ALLOW_HOSTS:
   * an intranet wiki, or the local test server). Only that exact host and port.
   */
  allowHosts?: string[];
};

function defaultPort(url: URL): string {
  return url.port || (url.protocol === "https:" ? "443" : "80");
}

/** Where a request to `url` may connect: one checked address, or a refusal. */
async function checkedAddress(
  url: URL,
  resolver: Resolver,
  allowHosts: Set<string>,
): Promise<ResolvedAddress> {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new FetchRefused("invalid_url");
  if (url.username || url.password) throw new FetchRefused("invalid_url");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const allowed = allowHosts.has(`${url.hostname.toLowerCase()}:${defaultPort(url)}`);
  if (isIP(host)) {
    if (!allowed && !isPublicAddress(host)) throw new FetchRefused("blocked");
    return { address: host, family: isIP(host) };
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolver(host);
  } catch {
    throw new FetchRefused("unreachable");
  }
  if (addresses.length === 0) throw new FetchRefused("unreachable");
  // One private answer is enough to refuse: which address a client would pick is not ours to guess.
  if (!allowed && addresses.some((a) => !isPublicAddress(a.address))) throw new FetchRefused("blocked");
  return addresses[0];
}

type OneResponse = { status: number; headers: http.IncomingHttpHeaders; body: http.IncomingMessage };

function requestOnce(
  url: URL,
  address: ResolvedAddress,
  accept: string,
  signal: AbortSignal,
): Promise<OneResponse> {
  // The connection goes to the address we checked, whatever DNS would say now.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: "GET",
        agent: false,
        lookup: pinned,
        signal,
        headers: {
          "User-Agent": USER_AGENT,
          Accept: accept,
          "Accept-Encoding": "gzip, deflate, br",
          "Accept-Language": "zh-CN,zh;q=0.9,en;q=0.8",
        },
      },
      (res) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: res }),
    );
    req.on("error", reject);
    req.end();
  });
}

/** The body, inflated as it arrives and cut off at `maxBytes`. */
async function readBody(res: OneResponse, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(res.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.body.destroy();
    throw new FetchRefused("too_large", { maxBytes });
  }
  const encoding = String(res.headers["content-encoding"] ?? "")
    .trim()
    .toLowerCase();
  const inflate =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "deflate"
        ? zlib.createInflate()
        : encoding === "br"
          ? zlib.createBrotliDecompress()
          : null;
  const source: NodeJS.ReadableStream = inflate ? res.body.pipe(inflate) : res.body;
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw new FetchRefused("too_large", { maxBytes });
      chunks.push(chunk);
    }
  } finally {
    res.body.destroy();
    inflate?.destroy();
  }
  return new Uint8Array(Buffer.concat(chunks));
}

export function createSafeFetcher(config: SafeFetcherConfig = {}): SafeFetcher {
  const resolver = config.resolver ?? systemResolver;
  const allowHosts = new Set((config.allowHosts ?? []).map((h) => h.trim().toLowerCase()).filter(Boolean));
  return async (input, overrides = {}) => {
    const options = { ...DEFAULTS, ...overrides };
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new FetchRefused("invalid_url");
    }
    const deadline = AbortSignal.timeout(options.timeoutMs);
    try {
      for (let hop = 0; ; hop++) {
        const address = await checkedAddress(url, resolver, allowHosts);
        const res = await requestOnce(url, address, options.accept, deadline);
        const location = res.headers.location;
        if (res.status >= 300 && res.status < 400 && location) {
          res.body.destroy();
          if (hop >= options.maxRedirects) throw new FetchRefused("redirects");
          try {
            url = new URL(location, url);
          } catch {
            throw new FetchRefused("invalid_url");
          }
          continue;
        }
        if (res.status < 200 || res.status >= 300) {
          res.body.destroy();
          throw new FetchRefused("status", { status: res.status });
        }
        const bytes = await readBody(res, options.maxBytes);
        return {
          url: url.toString(),
          status: res.status,
          contentType: String(res.headers["content-type"] ?? ""),
          bytes,
        };
      }
    } catch (error) {
      if (error instanceof FetchRefused) throw error;
      if (deadline.aborted) throw new FetchRefused("timeout");
      throw new FetchRefused("unreachable");
    }
  };
}

/** The fetcher the server uses: system DNS, plus the exceptions FETCH_ALLOW_HOSTS names. */
export function safeFetcherFromEnv(env: Record<string, string | undefined> = process.env): SafeFetcher {
  return createSafeFetcher({ allowHosts: (env.FETCH_ALLOW_HOSTS ?? "").split(",") });
}
