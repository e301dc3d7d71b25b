/** Starting sign-in is throttled per client address (and globally), from RATE_LIMIT_LOGIN. */
import { loginRateLimit } from "@/lib/server/login-rate-limit";

const from = (address: string) =>
  new Request("http://localhost:3000/auth/login", { headers: { "x-forwarded-for": address } });

test("the third start within the window from one address is refused; other addresses go on", async () => {
  process.env.RATE_LIMIT_LOGIN = "2/60";
  process.env.RATE_LIMIT_LOGIN_GLOBAL = "3/60";
  try {
    expect(await loginRateLimit(from("192.0.2.1"))).toEqual({ allowed: true });
    expect(await loginRateLimit(from("192.0.2.1"))).toEqual({ allowed: true });
    expect(await loginRateLimit(from("192.0.2.1"))).toEqual({
      allowed: false,
      retryAfterSeconds: expect.any(Number),
    });
    expect(await loginRateLimit(from("192.0.2.2"))).toEqual({ allowed: true });
    // The global cap (3) holds even for an address never seen before.
    expect(await loginRateLimit(from("192.0.2.3"))).toMatchObject({ allowed: false });
  } finally {
    delete process.env.RATE_LIMIT_LOGIN;
    delete process.env.RATE_LIMIT_LOGIN_GLOBAL;
  }
});
