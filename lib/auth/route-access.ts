/**
 * The access rules of spec §2 and §6, one place for the request guard and its tests.
 * - forced-login: visitors are sent to sign in, the target is remembered (5 minutes)
 * - auth-only:    visitors are sent Home
 * - guest-only:   signed-in users are sent to chat home
 * - public:       everything else (landing pages, manual, about, invite, HTML and shared views)
 */
import { KIND_PAGES_PATH } from "@/lib/contracts/kind-pages";

export type Access = "forced-login" | "auth-only" | "guest-only" | "public";

/** The page's path and query, passed by the request guard to server components that must send the user back to it. */
export const REQUEST_PATH_HEADER = "x-vibe-request-path";

const RULES: [RegExp, Access][] = [
  [/^\/chat(\/.*)?$/, "forced-login"],
  [/^\/import\/?$/, "forced-login"],
  // Every kind's own pages (a deployed lite app's admin page…).
  [new RegExp(`^${KIND_PAGES_PATH}(/.*)?$`), "forced-login"],
  [/^\/wait\/?$/, "auth-only"],
  [/^\/(vibecoding\/?)?$/, "guest-only"],
];

export function accessOf(pathname: string): Access {
  return RULES.find(([re]) => re.test(pathname))?.[1] ?? "public";
}

export type GuardDecision =
  { action: "next" } | { action: "login"; target: string } | { action: "redirect"; to: string };

export function decide(pathname: string, search: string, signedIn: boolean): GuardDecision {
  const access = accessOf(pathname);
  if (access === "forced-login" && !signedIn) return { action: "login", target: `${pathname}${search}` };
  if (access === "auth-only" && !signedIn) return { action: "redirect", to: "/" };
  if (access === "guest-only" && signedIn) return { action: "redirect", to: "/chat" };
  return { action: "next" };
}
