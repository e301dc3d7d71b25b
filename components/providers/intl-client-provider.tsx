import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import { clientNamespaces, compileMessages } from "@/lib/i18n/compile-messages";

/** Compiled client messages per language: the message files do not change while the server runs (except in development). */
const compiled = new Map<string, ReturnType<typeof compileMessages>>();

/**
 * Client-side translations for the interactive parts of the product (workspace, invite flow).
 * Public pages do not use it: their few client components get translated labels as props, so
 * next-intl's message formatter stays out of their first-load JavaScript.
 * The messages go to the browser compiled (lib/i18n/format-message.ts): the ICU parser is not
 * part of the workspace's JavaScript either.
 */
export async function IntlClientProvider({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  let clientMessages = process.env.NODE_ENV === "production" ? compiled.get(locale) : undefined;
  if (!clientMessages) {
    clientMessages = compileMessages(clientNamespaces(await getMessages()));
    compiled.set(locale, clientMessages);
  }
  return <NextIntlClientProvider messages={clientMessages}>{children}</NextIntlClientProvider>;
}
