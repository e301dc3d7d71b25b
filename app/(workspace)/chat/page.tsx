import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth/auth";
import { ChatWorkspace } from "@/components/chat/chat-workspace";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return { title: t("chatTitle") };
}

export default async function ChatHomePage() {
  const session = await auth();
  if (!session?.user?.id) redirect("/auth/login?callbackUrl=/chat");
  return <ChatWorkspace userName={session.user.name ?? session.user.email ?? ""} />;
}
