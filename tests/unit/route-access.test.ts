import { accessOf, decide } from "@/lib/auth/route-access";
import { cookieDomain } from "@/lib/i18n/cookie-domain";
import { safeReturnPath } from "@/lib/auth/return-path";
import { agenticKind } from "@/lib/contracts/kinds";
import { kindPagePath } from "@/lib/contracts/kind-pages";

describe("route access (spec §2, §6)", () => {
  it.each([
    ["/", "guest-only"],
    ["/vibecoding", "guest-only"],
    ["/chat", "forced-login"],
    ["/chat/info", "forced-login"],
    ["/chat/space", "forced-login"],
    ["/chat/8c1e", "forced-login"],
    ["/import", "forced-login"],
    ["/kinds/agentic/admin/c1", "forced-login"],
    ["/kinds/any/page/x", "forced-login"],
    ["/kinds", "forced-login"],
    ["/wait", "auth-only"],
    ["/about", "public"],
    ["/user-manual", "public"],
    ["/template-preview", "public"],
    ["/invite/ABC", "public"],
    ["/html/c1/v1", "public"],
    ["/shared/web/a/b", "public"],
    ["/shared/xyz", "public"],
    ["/chatty", "public"],
    ["/kindsx", "public"],
  ])("%s is %s", (path, access) => expect(accessOf(path)).toBe(access));

  it("sends visitors of forced-login routes to sign in, remembering the target", () => {
    expect(decide("/chat/abc", "?x=1", false)).toEqual({ action: "login", target: "/chat/abc?x=1" });
    expect(decide("/chat/abc", "", true)).toEqual({ action: "next" });
  });
  it("sends visitors of a kind's own page (the lite app's admin page) to sign in, remembering it", () => {
    const admin = kindPagePath(agenticKind, "admin", "c1");
    expect(decide(admin, "", false)).toEqual({ action: "login", target: "/kinds/agentic/admin/c1" });
    expect(decide(admin, "?collection=todos", false)).toEqual({
      action: "login",
      target: "/kinds/agentic/admin/c1?collection=todos",
    });
    expect(decide(admin, "", true)).toEqual({ action: "next" });
    // …and the sign-in sends them back to it.
    expect(safeReturnPath(admin)).toBe(admin);
  });
  it("sends visitors of auth-only routes home and signed-in users off guest-only routes", () => {
    expect(decide("/wait", "", false)).toEqual({ action: "redirect", to: "/" });
    expect(decide("/", "", true)).toEqual({ action: "redirect", to: "/chat" });
    expect(decide("/vibecoding", "", true)).toEqual({ action: "redirect", to: "/chat" });
    expect(decide("/", "", false)).toEqual({ action: "next" });
  });
});

describe("cookie domain: the top two host labels", () => {
  it.each([
    ["app.vibe.example", ".vibe.example"],
    ["a.b.vibe.example:3000", ".vibe.example"],
    ["vibe.example", ".vibe.example"],
    ["localhost", undefined],
    ["127.0.0.1", undefined],
  ])("%s → %s", (host, domain) => expect(cookieDomain(host)).toBe(domain));
});

describe("return path after sign-in", () => {
  it("accepts only our own paths", () => {
    expect(safeReturnPath("/chat/1")).toBe("/chat/1");
    expect(safeReturnPath("//evil.test")).toBeNull();
    expect(safeReturnPath("https://evil.test")).toBeNull();
    expect(safeReturnPath("/api/chats")).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});
