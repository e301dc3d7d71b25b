import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth/auth";
import { UserCenter } from "@/components/user-center/user-center";
import { WorkspaceTopBar } from "@/components/workspace/workspace-top-bar";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("userCenter");
  return { title: t("title"), description: t("description"), robots: { index: false, follow: false } };
}

/** User center (spec §2): forced login; inside the workspace shell (sidebar, phone drawer). */
export default async function UserCenterPage() {
  const session = await auth();
  if (!session?.user?.id) redirect("/auth/login?callbackUrl=/chat/info");
  const { name, email, image } = session.user;
  return (
    <>
      <WorkspaceTopBar className="md:hidden" />
      <UserCenter fallback={{ name: name ?? null, email: email ?? null, image: image ?? null }} />
    </>
  );
}
