import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth/auth";
import { KnowledgeBase } from "@/components/space/knowledge-base";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("workspace.space");
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** The knowledge base (spec §2): forced login. */
export default async function SpacePage() {
  const session = await auth();
  if (!session?.user?.id) redirect("/auth/login?callbackUrl=/chat/space");
  return <KnowledgeBase />;
}
