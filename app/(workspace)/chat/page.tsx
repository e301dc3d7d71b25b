import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { redirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import { auth } from "@/lib/auth/auth";
import { ChatHome } from "@/components/chat/chat-home";
import { StartFromTemplate } from "@/components/prototype/template/start-from-template";
import { findTemplate } from "@/lib/contracts/prototype-gallery";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata("meta.chat", "/chat", { index: false });
}

/**
 * Chat home: the welcome screen with the feature cards (spec §2). With `?template=` ("Use this
 * template" on the public pages, carried through sign-in) it starts a prototype chat from it.
 */
export default async function ChatHomePage({ searchParams }: Props) {
  const { template: templateParam } = await searchParams;
  const slug = typeof templateParam === "string" ? templateParam : undefined;
  const session = await auth();
  if (!session?.user?.id)
    redirect(`/auth/login?callbackUrl=${encodeURIComponent(slug ? `/chat?template=${slug}` : "/chat")}`);
  const template = findTemplate(slug);
  if (template) {
    const lang = (await getLocale()) === "zh" ? "zh" : "en";
    return (
      <StartFromTemplate slug={template.slug} name={template.name[lang]} designType={template.designType} />
    );
  }
  return <ChatHome />;
}
