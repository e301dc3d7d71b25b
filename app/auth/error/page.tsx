import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { BackgroundDecoration } from "@/components/ui/background-decoration";
import { primaryButton, secondaryButton } from "@/components/ui/button-styles";
import { safeReturnPath } from "@/lib/auth/return-path";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta.signInError");
  return { title: t("title"), description: t("description"), robots: { index: false } };
}

type Props = { searchParams: Promise<{ reason?: string | string[]; callbackUrl?: string | string[] }> };

/**
 * Where a sign-in that did not work ends (lib/auth/sign-in-failure.ts): "unavailable" when the
 * identity provider could not be reached, a generic "failed" otherwise — the details are for
 * the operator's log, not for this page. Retry starts the sign-in again towards where the user
 * was going; Home leaves.
 */
export default async function SignInErrorPage({ searchParams }: Props) {
  const params = await searchParams;
  const unavailable = params.reason === "unavailable";
  const target = safeReturnPath(typeof params.callbackUrl === "string" ? params.callbackUrl : null);
  const retry = target ? `/auth/login?${new URLSearchParams({ callbackUrl: target })}` : "/auth/login";
  const t = await getTranslations("signInError");
  return (
    <main
      className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center"
      data-testid="sign-in-error"
      data-reason={unavailable ? "unavailable" : "failed"}
    >
      <BackgroundDecoration />
      <h1 className="text-2xl font-semibold text-ink-900">
        {t(unavailable ? "unavailableTitle" : "failedTitle")}
      </h1>
      <p className="max-w-md text-ink-700">{t(unavailable ? "unavailableBody" : "failedBody")}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {/* A plain link: /auth/login is a route handler that redirects to the provider. */}
        <a href={retry} className={primaryButton}>
          {t("retry")}
        </a>
        <Link href="/" className={secondaryButton}>
          {t("home")}
        </Link>
      </div>
    </main>
  );
}
