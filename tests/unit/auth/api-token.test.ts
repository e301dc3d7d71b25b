/** The BFF → API token: verified tokens are remembered until their expiry, never past it, never for another secret. */
import { SignJWT } from "jose";
import { signApiToken, verifyApiToken } from "@/server/auth/api-token";

const SECRET = "unit-secret-for-api-tokens-0123456789";
beforeEach(() => (process.env.AUTH_SECRET = SECRET));

const forged = (secret: string) =>
  new SignJWT({ sid: "s1" })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer("vibe-bff")
    .setAudience("api")
    .setSubject("u1")
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(new TextEncoder().encode(secret));

it("checks a token's signature once, then answers it from memory", async () => {
  const token = await signApiToken({ sub: "u1", sid: "s1" });
  const hmac = jest.spyOn(crypto.subtle, "verify");
  expect(await verifyApiToken(token)).toMatchObject({ sub: "u1", sid: "s1" });
  expect(hmac).toHaveBeenCalledTimes(1);
  expect(await verifyApiToken(token)).toMatchObject({ sub: "u1", sid: "s1" });
  expect(hmac).toHaveBeenCalledTimes(1);
  hmac.mockRestore();
});

it("refuses a remembered token once it has expired", async () => {
  const token = await signApiToken({ sub: "u2", sid: "s2" }, 1);
  expect(await verifyApiToken(token)).toMatchObject({ sub: "u2" });
  await new Promise((resolve) => setTimeout(resolve, 2_100)); // `exp` is in whole seconds
  expect(await verifyApiToken(token)).toBeNull();
});

it("refuses forged and altered tokens, also after the real one was remembered", async () => {
  const token = await signApiToken({ sub: "u1", sid: "s1" });
  expect(await verifyApiToken(token)).not.toBeNull();
  expect(await verifyApiToken(await forged("another-secret-0123456789abcdef"))).toBeNull();
  const [header, payload, signature] = token.split(".");
  const altered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
  expect(await verifyApiToken(altered)).toBeNull();
});

it("forgets what it verified when AUTH_SECRET changes", async () => {
  const token = await signApiToken({ sub: "u3", sid: "s3" });
  expect(await verifyApiToken(token)).not.toBeNull();
  process.env.AUTH_SECRET = "a-rotated-secret-0123456789abcdef";
  expect(await verifyApiToken(token)).toBeNull();
  expect(await verifyApiToken(await forged("a-rotated-secret-0123456789abcdef"))).toMatchObject({
    sub: "u1",
  });
});
