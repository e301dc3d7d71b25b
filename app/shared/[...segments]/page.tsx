/**
 * /shared/{shareId} (shared HTML view) and /shared/{device}/{path*} (shared view): open to
 * visitors without login (spec §2), no background decoration, not indexed.
 */
import type { Metadata } from "next";
import { cache } from "react";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { loadShared, parseSharedPath } from "@/components/shared-view/load-shared";
import { SharedProblem, SharedView } from "@/components/shared-view/shared-view";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ segments: string[] }> };

/** One API read per request (metadata and page share it). */
const load = cache(async (joined: string) => {
  const path = parseSharedPath(joined.split("/"));
  if (!path) return { path: null, result: { status: "missing" as const } };
  const acceptLanguage = (await headers()).get("accept-language") ?? "en";
  return { path, result: await loadShared(path.shareId, acceptLanguage) };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations("meta");
  const { result } = await load((await params).segments.join("/"));
  const title = result.status === "ok" && result.share.title ? result.share.title : t("shared.title");
  return {
    title,
    description: t("shared.description"),
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}

export default async function SharedPage({ params }: Props) {
  const { path, result } = await load((await params).segments.join("/"));
  if (result.status !== "ok" || !path)
    return <SharedProblem kind={result.status === "failed" ? "failed" : "missing"} />;
  return <SharedView share={result.share} pageId={path.pageId} />;
}
