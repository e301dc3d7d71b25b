/** The BFF's Origin check: the configured public URL, else the request's own host; forwarded headers only behind a trusted proxy. */
import { isSameOriginMutation } from "@/lib/server/bff-forward";
import { publicOrigin } from "@/lib/server/public-origin";

const post = (headers: Record<string, string>, url = "http://localhost:3000/api/chats") =>
  new Request(url, { method: "POST", headers });

describe("without APP_URL", () => {
  const env = {};
  it("accepts the request's own host and refuses others", () => {
    expect(isSameOriginMutation(post({ origin: "http://localhost:3000", host: "localhost:3000" }), env)).toBe(
      true,
    );
    expect(isSameOriginMutation(post({ origin: "http://evil.test", host: "localhost:3000" }), env)).toBe(
      false,
    );
    expect(isSameOriginMutation(post({ origin: "null", host: "localhost:3000" }), env)).toBe(false);
  });

  it("ignores a client-sent X-Forwarded-Host (the probe's forged host)", () => {
    const forged = post({
      origin: "https://evil.example",
      host: "localhost:3000",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    });
    expect(isSameOriginMutation(forged, env)).toBe(false);
    expect(publicOrigin(forged, env)).toBe("http://localhost:3000");
  });

  it("falls back to Sec-Fetch-Site without an Origin, and never guards reads", () => {
    expect(isSameOriginMutation(post({ "sec-fetch-site": "cross-site" }), env)).toBe(false);
    expect(isSameOriginMutation(post({ "sec-fetch-site": "same-origin" }), env)).toBe(true);
    expect(
      isSameOriginMutation(
        new Request("http://localhost:3000/api/chats", { headers: { origin: "http://evil.test" } }),
        env,
      ),
    ).toBe(true);
  });
});

describe("behind a trusted proxy (TRUST_PROXY=1)", () => {
  const env = { TRUST_PROXY: "1" };
  it("compares with the forwarded host the proxy wrote", () => {
    const viaProxy = post(
      {
        origin: "https://studio.example.com",
        host: "127.0.0.1:3000",
        "x-forwarded-host": "studio.example.com",
        "x-forwarded-proto": "https",
      },
      "http://127.0.0.1:3000/api/chats",
    );
    expect(isSameOriginMutation(viaProxy, env)).toBe(true);
    expect(publicOrigin(viaProxy, env)).toBe("https://studio.example.com");
    const evil = post({
      origin: "https://evil.example",
      host: "127.0.0.1:3000",
      "x-forwarded-host": "studio.example.com",
    });
    expect(isSameOriginMutation(evil, env)).toBe(false);
  });
});

describe("with APP_URL (or AUTH_URL)", () => {
  it("accepts exactly the configured origin, whatever the headers say", () => {
    const env = { APP_URL: "https://studio.example.com/app", TRUST_PROXY: "1" };
    expect(
      isSameOriginMutation(post({ origin: "https://studio.example.com", host: "internal:3000" }), env),
    ).toBe(true);
    expect(
      isSameOriginMutation(post({ origin: "http://studio.example.com", host: "studio.example.com" }), env),
    ).toBe(false);
    expect(
      isSameOriginMutation(
        post({ origin: "https://evil.example", host: "evil.example", "x-forwarded-host": "evil.example" }),
        env,
      ),
    ).toBe(false);
    expect(
      isSameOriginMutation(post({ origin: "https://studio.example.com" }), {
        AUTH_URL: "https://studio.example.com",
      }),
    ).toBe(true);
    expect(publicOrigin(post({ host: "internal:3000" }), env)).toBe("https://studio.example.com");
  });
});
