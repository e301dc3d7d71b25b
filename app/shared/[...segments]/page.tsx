/**
 * /shared/{shareId} (shared HTML view) and /shared/{device}/{path*} (shared view). No login.
 * Sharing is built with the prototype viewer; until a share exists this answers "missing".
 */
import { getTranslations } from "next-intl/server";
import { ContentMissing } from "@/components/shared/content-missing";

export async function generateMetadata() {
  const t = await getTranslations("meta");
  return { title: t("shared.title"), description: t("shared.description"), robots: { index: false } };
}

export default async function SharedPage() {
  return <ContentMissing />;
}
