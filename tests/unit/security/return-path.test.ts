/** Return paths after sign-in: only a plain path of this site, anything else falls back to /chat. */
import { DEFAULT_AFTER_LOGIN, safeReturnPath } from "@/lib/auth/return-path";

const after = (value: string | null | undefined) => safeReturnPath(value) ?? DEFAULT_AFTER_LOGIN;

test("keeps plain paths of this site, encoded", () => {
  expect(after("/chat/0a1b2c3d?tab=prd#top")).toBe("/chat/0a1b2c3d?tab=prd#top");
  expect(after("/invite/ABCD2345")).toBe("/invite/ABCD2345");
  expect(after("/chat/my plan")).toBe("/chat/my%20plan");
  expect(after("/")).toBe("/");
  expect(after("/chat/%E4%BD%A0")).toBe("/chat/%E4%BD%A0");
});

test.each([
  ["CR/LF", "/\r\n/evil.example"],
  ["a lone LF", "/chat\n"],
  ["a tab", "/\t/evil.example"],
  ["non-ASCII full stop", "/。evil.example"],
  ["non-ASCII letters", "/chat/你好"],
  ["a backslash", "/\\evil.example"],
  ["backslash after the slash, encoded", "/%5Cevil.example"],
  ["two slashes", "//evil.example"],
  ["two slashes, encoded", "/%2F%2Fevil.example"],
  ["two slashes after dot segments", "/./..//evil.example"],
  ["an absolute URL", "https://evil.example/chat"],
  ["a scheme-relative URL", "//evil.example/chat"],
  ["a javascript: URL", "javascript:alert(1)"],
  ["a relative path", "chat"],
  ["an encoded NUL", "/chat%00"],
  ["a broken encoding", "/chat/%ff%"],
  ["the auth routes", "/auth/login?callbackUrl=/chat"],
  ["the API", "/api/user/info"],
  ["the API after dot segments", "/chat/../api/user/info"],
  ["an empty value", ""],
  ["no value", undefined],
  ["a very long value", `/${"a".repeat(5000)}`],
])("falls back to /chat for %s", (_label, value) => {
  expect(after(value)).toBe("/chat");
});
