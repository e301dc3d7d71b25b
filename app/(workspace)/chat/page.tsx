import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth/auth";
import { ChatWorkspace } from "@/components/chat/chat-workspace";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata("meta.chat", "/chat", { index: false });
}

/** Chat home: the welcome screen with the feature cards (spec §2). */
export default async function ChatHomePage() {
  const session = await auth();
  if (!session?.user?.id) redirect("/auth/login?callbackUrl=/chat");
  return <ChatWorkspace />;
}
