/** The BFF identity of an Auth.js session: both ids, or null when the cookie lacks either. */
import type { Session } from "next-auth";
import type { BffIdentity } from "./bff-forward";

export function sessionIdentity(session: Session | null): BffIdentity | null {
  const userId = session?.user?.id;
  const sessionId = session?.sid;
  return userId && sessionId ? { userId, sessionId } : null;
}
