import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LiteAdmin } from "@/components/artifacts/agentic/deploy/lite-admin";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("liteDeploy.admin");
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** The owner's page of a deployed lite app's data (the deploy popover's admin-panel link): forced login (lib/auth/route-access.ts). */
export default async function Page({ params }: { params: Promise<{ chatId: string }> }) {
  const { chatId } = await params;
  return <LiteAdmin chatId={chatId} />;
}
