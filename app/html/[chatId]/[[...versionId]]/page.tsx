/** /html/{chatId}/{versionId?}: preview of a generated page (no login). Built with prototypes. */
import { getTranslations } from "next-intl/server";
import { ContentMissing } from "@/components/shared/content-missing";

export async function generateMetadata() {
  const t = await getTranslations("meta");
  return { title: t("htmlView.title"), description: t("htmlView.description"), robots: { index: false } };
}

export default async function HtmlViewPage() {
  return <ContentMissing />;
}
