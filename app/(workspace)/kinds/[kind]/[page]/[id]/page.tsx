import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { kindPageOf } from "@/lib/contracts/artifacts";
import { KindPageView } from "@/components/artifacts/kind-page";

type Params = Promise<{ kind: string; page: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { kind, page } = await params;
  const found = kindPageOf(kind, page);
  if (!found) notFound();
  const t = await getTranslations();
  return { title: t(found.title), robots: { index: false, follow: false } };
}

/**
 * Every kind's own pages (a deployed lite app's admin page…): the page its definition declares
 * (`pages`, lib/contracts/kind-pages.ts), else the not-found page. Forced login
 * (lib/auth/route-access.ts).
 */
export default async function Page({ params }: { params: Params }) {
  const { kind, page, id } = await params;
  if (!kindPageOf(kind, page)) notFound();
  return <KindPageView kind={kind} page={page} id={id} />;
}
