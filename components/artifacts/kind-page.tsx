"use client";
/**
 * A kind's own page (`/kinds/<kind>/<page>/<id>`, lib/contracts/kind-pages.ts): the component its
 * client definition gives that page, found through the registry; the not-found page otherwise.
 */
import { notFound } from "next/navigation";
import { isArtifactKind } from "@/lib/contracts/artifacts";
import { clientArtifact } from "./registry";

export function KindPageView({ kind, page, id }: { kind: string; page: string; id: string }) {
  const pages = isArtifactKind(kind) ? clientArtifact(kind).pages : undefined;
  const Page = pages && Object.hasOwn(pages, page) ? pages[page] : undefined;
  if (!Page) notFound();
  return <Page id={id} />;
}
