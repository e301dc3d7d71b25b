import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth/auth";
import { ChatWorkspace } from "@/components/chat/chat-workspace";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata("meta.chat", "/chat", { index: false });
}

export default async function ChatHomePage() {
  const session = await auth();
  if (!session?.user?.id) redirect("/auth/login?callbackUrl=/chat");
  return <ChatWorkspace userName={session.user.name ?? session.user.email ?? ""} />;
}
