import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth/auth";
import { ChatWorkspace } from "@/components/chat/chat-workspace";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata("meta.chat", "/chat", { index: false });
}

type Params = {
  params: Promise<{ chatId: string }>;
  searchParams: Promise<{ kind?: string; version?: string }>;
};

/** A conversation; `?kind=&version=` (from the knowledge base) opens the viewer at that version. */
export default async function ChatPage({ params, searchParams }: Params) {
  const { chatId } = await params;
  const { kind, version } = await searchParams;
  const session = await auth();
  if (!session?.user?.id) redirect(`/auth/login?callbackUrl=/chat/${encodeURIComponent(chatId)}`);
  return <ChatWorkspace chatId={chatId} openVersion={kind && version ? { kind, id: version } : null} />;
}
