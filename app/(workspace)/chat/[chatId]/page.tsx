import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth/auth";
import { ChatWorkspace } from "@/components/chat/chat-workspace";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata("meta.chat", "/chat", { index: false });
}

export default async function ChatPage({ params }: { params: Promise<{ chatId: string }> }) {
  const { chatId } = await params;
  const session = await auth();
  if (!session?.user?.id) redirect(`/auth/login?callbackUrl=/chat/${encodeURIComponent(chatId)}`);
  return <ChatWorkspace chatId={chatId} userName={session.user.name ?? session.user.email ?? ""} />;
}
