import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth/auth";
import { workspaceAccess } from "@/lib/auth/workspace-access";
import { REQUEST_PATH_HEADER } from "@/lib/auth/route-access";
import { safeReturnPath } from "@/lib/auth/return-path";
import { sessionIdentity } from "@/lib/server/session-identity";
import { workspaceCatalog } from "@/lib/server/workspace-catalog";
import { getLocale } from "next-intl/server";
import { WorkspaceShell } from "@/components/workspace/workspace-shell";

/**
 * Every /chat page shares one shell: the sidebar stays mounted (its loaded pages and scroll
 * position too) while the user moves between chats, the knowledge base and the user center.
 * The pages themselves send a visitor without a session to sign in. Before the shell (and its
 * API calls) renders, a user held by the registration gate goes to /wait, and a session the
 * API no longer accepts signs in again, back to the same page. The server's models and modes are
 * read meanwhile (workspace-catalog.ts), so the page does not ask for them.
 */
export default async function ChatLayout({ children }: { children: React.ReactNode }) {
  const session = await auth();
  const user = session?.user;
  const identity = sessionIdentity(session);
  if (!user?.id || !identity) return children;
  const [access, catalog] = await Promise.all([
    workspaceAccess(identity),
    getLocale().then((locale) => workspaceCatalog(identity, locale)),
  ]);
  if (access === "gated") redirect("/wait");
  if (access === "signed-out") {
    const back = safeReturnPath((await headers()).get(REQUEST_PATH_HEADER));
    redirect(back ? `/auth/login?${new URLSearchParams({ callbackUrl: back })}` : "/auth/login");
  }
  return (
    <WorkspaceShell
      user={{ name: user.name ?? user.email ?? "", email: user.email ?? null, image: user.image ?? null }}
      catalog={catalog}
    >
      {children}
    </WorkspaceShell>
  );
}
