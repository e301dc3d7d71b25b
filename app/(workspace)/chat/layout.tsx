import { auth } from "@/lib/auth/auth";
import { WorkspaceShell } from "@/components/workspace/workspace-shell";

/**
 * Every /chat page shares one shell: the sidebar stays mounted (its loaded pages and scroll
 * position too) while the user moves between chats, the knowledge base and the user center.
 * The pages themselves send a visitor without a session to sign in.
 */
export default async function ChatLayout({ children }: { children: React.ReactNode }) {
  const session = await auth();
  const user = session?.user;
  if (!user?.id) return children;
  return <WorkspaceShell user={{ name: user.name ?? user.email ?? "", email: user.email ?? null, image: user.image ?? null }}>{children}</WorkspaceShell>;
}
