import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth/auth";
import { SpacePage } from "@/components/space/space-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("space");
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** The personal space (spec §2): forced login. */
export default async function Page() {
  const session = await auth();
  if (!session?.user?.id) redirect("/auth/login?callbackUrl=/chat/space");
  return <SpacePage />;
}
