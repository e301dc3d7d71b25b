/**
 * Logout ends the session on the server: the token of a signed-out session (what a copied cookie
 * turns into at the BFF) is refused at once, other sessions of the same user live on, and
 * "sign out everywhere" ends them all.
 */
import { signApiToken } from "@/server/auth/api-token";
import { createTestApp, type TestApp } from "../../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const info = (token: string) => t.call("/api/user/info", { token });
const createChat = (token: string) =>
  t.call("/api/chats", { method: "POST", token, json: { title: "after logout" } });

test("logout revokes that session only: its token gets 401 on reads and writes", async () => {
  const laptop = await t.signIn("sessions@example.com");
  const phone = await t.signIn("sessions@example.com");
  expect(laptop.userId).toBe(phone.userId);
  expect(laptop.sessionId).not.toBe(phone.sessionId);

  const out = await t.call("/api/user/logout", { method: "POST", token: laptop.token });
  expect(await out.json()).toEqual({
    errno: 0,
    errmsg: "",
    data: { logged_out: true, everywhere: false, sessions_ended: 1 },
  });

  expect((await info(laptop.token)).status).toBe(401);
  const write = await createChat(laptop.token);
  expect(write.status).toBe(401);
  expect(await write.json()).toEqual({
    errno: 401,
    errmsg: "user not logged in or session expired",
    data: null,
  });
  // A freshly signed token for the same revoked session is refused too: it is the session
  // that ended, not one token.
  expect((await info(await signApiToken({ sub: laptop.userId, sid: laptop.sessionId }))).status).toBe(401);

  expect((await info(phone.token)).status).toBe(200);
  expect((await createChat(phone.token)).status).toBe(200);
});

test("sign out everywhere ends every session of the user, and only theirs", async () => {
  const one = await t.signIn("everywhere@example.com");
  const two = await t.signIn("everywhere@example.com");
  const other = await t.signIn("bystander@example.com");
  const out = await t.call("/api/user/logout", {
    method: "POST",
    token: one.token,
    json: { everywhere: true },
  });
  expect((await out.json()).data).toEqual({ logged_out: true, everywhere: true, sessions_ended: 2 });
  for (const s of [one, two]) {
    expect((await info(s.token)).status).toBe(401);
    expect((await createChat(s.token)).status).toBe(401);
  }
  expect((await info(other.token)).status).toBe(200);
  // Signing in again works as before.
  const again = await t.signIn("everywhere@example.com");
  expect((await info(again.token)).status).toBe(200);
});

test("a token without a session id, or with another user's session, is refused", async () => {
  const ann = await t.signIn("ann-sessions@example.com");
  const bob = await t.signIn("bob-sessions@example.com");
  expect((await info(await signApiToken({ sub: ann.userId }))).status).toBe(401);
  expect((await info(await signApiToken({ sub: ann.userId, sid: bob.sessionId }))).status).toBe(401);
  expect((await info(await signApiToken({ sub: ann.userId, sid: "not-a-session" }))).status).toBe(401);
});
