import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth/auth";
import { ChatSidebar } from "@/components/chat/chat-sidebar";
import { UserCenter } from "@/components/user-center/user-center";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("userCenter");
  return { title: t("title"), description: t("description"), robots: { index: false, follow: false } };
}

/** User center (spec §2): forced login. */
export default async function UserCenterPage() {
  const session = await auth();
  if (!session?.user?.id) redirect("/auth/login?callbackUrl=/chat/info");
  const { name, email, image } = session.user;
  return (
    <div className="flex h-screen">
      {/* The chat sidebar on wide screens; on phones the page has its own "back to chat" link. */}
      <div className="hidden md:flex">
        <ChatSidebar userName={name ?? email ?? ""} />
      </div>
      <UserCenter fallback={{ name: name ?? null, email: email ?? null, image: image ?? null }} />
    </div>
  );
}
