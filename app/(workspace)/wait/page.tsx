import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth/auth";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { WaitPanel } from "@/components/wait/wait-panel";
import { secondaryButton } from "@/components/ui/button-styles";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata("meta.wait", "/wait", { index: false });
}

/** Waiting and verification page (spec §2): login required. */
export default async function WaitPage() {
  const session = await auth();
  if (!session?.user?.id) redirect("/auth/login?callbackUrl=/wait");
  const t = await getTranslations("common");
  const fallback = {
    name: session.user.name ?? null,
    email: session.user.email ?? null,
    image: session.user.image ?? null,
  };
  return (
    <div className="min-h-screen">
      <header className="mx-auto flex w-full max-w-xl items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <span className="text-lg font-semibold text-ink-900">{t("productName")}</span>
        <form action="/auth/logout" method="post">
          <button type="submit" className={secondaryButton}>
            {t("signOut")}
          </button>
        </form>
      </header>
      <main className="mx-auto w-full max-w-xl px-4 pb-16 sm:px-6">
        <WaitPanel fallback={fallback} />
      </main>
    </div>
  );
}
