import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { auth } from "@/lib/auth/auth";
import { InviteFlow } from "@/components/invite/invite-flow";
import { IntlClientProvider } from "@/components/providers/intl-client-provider";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("invite");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/** Process an invite code (spec §2): open to all; visitors keep the code through sign-in. */
export default async function InvitePage({ params }: { params: Promise<{ inviteCode: string }> }) {
  const { inviteCode } = await params;
  const session = await auth();
  return (
    <main className="mx-auto flex min-h-screen w-full max-w-lg flex-col justify-center px-4 py-10 sm:px-6">
      <IntlClientProvider>
        <InviteFlow code={inviteCode} signedIn={Boolean(session?.user?.id)} />
      </IntlClientProvider>
    </main>
  );
}
