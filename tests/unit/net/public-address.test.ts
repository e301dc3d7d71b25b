/**
 * Which addresses a server-side fetch may reach (DESIGN.md §6): every IPv6 form that carries an
 * IPv4 address is judged by the IPv4 it carries — a private or loopback one inside any of them
 * is refused, a public one passes — and IPv6 literals in URLs are refused before any connection.
 */
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { createSafeFetcher, isPublicAddress } from "@/server/net/safe-fetch";

/** Each form, carrying a loopback or metadata address (refused) and a public one (allowed). */
const FORMS: { form: string; refused: string[]; allowed: string[] }[] = [
  {
    form: "IPv4-mapped",
    refused: ["::ffff:127.0.0.1", "::ffff:a9fe:a9fe", "::ffff:10.1.2.3"],
    allowed: ["::ffff:8.8.8.8"],
  },
  {
    form: "IPv4-translated (RFC 6145)",
    refused: ["::ffff:0:7f00:1", "::ffff:0:a9fe:a9fe"],
    allowed: ["::ffff:0:808:808"],
  },
  {
    form: "IPv4-compatible",
    refused: ["::7f00:1", "::a9fe:a9fe", "::a00:1", "::c0a8:101", "::2"],
    allowed: ["::808:808"],
  },
  {
    form: "NAT64 (64:ff9b::/96)",
    refused: ["64:ff9b::7f00:1", "64:ff9b::a9fe:a9fe", "64:ff9b::a00:1"],
    allowed: ["64:ff9b::808:808"],
  },
  // The local-use NAT64 prefix: where its IPv4 part sits is the operator's choice, so none passes.
  {
    form: "NAT64 local-use (64:ff9b:1::/48)",
    refused: ["64:ff9b:1::808:808", "64:ff9b:1::a00:1"],
    allowed: [],
  },
  {
    form: "6to4 (2002::/16)",
    refused: ["2002:7f00:1::", "2002:a9fe:a9fe::1", "2002:c0a8:101::1"],
    allowed: ["2002:808:808::1"],
  },
  {
    // 2001:0:<server>:<flags>:<port>:<client, inverted>
    form: "Teredo (2001::/32)",
    refused: [
      "2001:0:4136:e378:8000:63bf:80ff:fffe", // client 127.0.0.1
      "2001:0:4136:e378:8000:63bf:5601:5601", // client 169.254.169.254
      "2001:0:a00:1:8000:63bf:f7f7:f7f7", // server 10.0.0.1
    ],
    allowed: ["2001:0:4136:e378:8000:63bf:f7f7:f7f7"], // server 65.54.227.120, client 8.8.8.8
  },
];

describe.each(FORMS)("$form", ({ refused, allowed }) => {
  it("is judged by the IPv4 address it carries", () => {
    expect(refused.map((a) => [a, isPublicAddress(a)])).toEqual(refused.map((a) => [a, false]));
    expect(allowed.map((a) => [a, isPublicAddress(a)])).toEqual(allowed.map((a) => [a, true]));
  });
});

it("keeps the plain rules: private, loopback, link-local, unique-local and documentation ranges are refused", () => {
  for (const address of [
    "127.0.0.1",
    "10.0.0.1",
    "169.254.169.254",
    "::",
    "::1",
    "fe80::1",
    "fd00::1",
    "2001:db8::1",
  ])
    expect([address, isPublicAddress(address)]).toEqual([address, false]);
  for (const address of ["93.184.215.14", "2606:4700::1111", "2a00:1450:4001:82b::200e"])
    expect([address, isPublicAddress(address)]).toEqual([address, true]);
});

it("refuses the URL spellings of these forms without opening a socket", async () => {
  const sockets: unknown[] = [];
  const onSocket = (message: unknown) => sockets.push(message);
  subscribe("net.client.socket", onSocket);
  try {
    const fetcher = createSafeFetcher({ resolver: async () => [] });
    for (const url of [
      "http://[::127.0.0.1]/",
      "http://[::a9fe:a9fe]/latest/meta-data/",
      "http://[::ffff:0:127.0.0.1]/",
      "http://[64:ff9b::169.254.169.254]/",
      "http://[2002:7f00:1::1]:8080/",
      "http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/",
    ])
      await expect([url, await fetcher(url).catch((e) => e.reason)]).toEqual([url, "blocked"]);
  } finally {
    unsubscribe("net.client.socket", onSocket);
  }
  expect(sockets).toEqual([]);
});
