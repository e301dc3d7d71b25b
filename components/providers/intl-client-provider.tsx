import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";

/** Long texts rendered only on the server (manual, landing copy, API and e-mail texts) stay out of the client payload. */
const SERVER_ONLY_NAMESPACES = new Set(["manual", "about", "landing", "gallery", "templatePreview", "devIssuer", "apiErrors", "validation", "mail", "meta"]);

/**
 * Client-side translations for the interactive parts of the product (workspace, invite flow).
 * Public pages do not use it: their few client components get translated labels as props, so
 * next-intl's message formatter stays out of their first-load JavaScript (issue 3).
 */
export async function IntlClientProvider({ children }: { children: React.ReactNode }) {
  const messages = await getMessages();
  const clientMessages = Object.fromEntries(Object.entries(messages).filter(([namespace]) => !SERVER_ONLY_NAMESPACES.has(namespace)));
  return <NextIntlClientProvider messages={clientMessages}>{children}</NextIntlClientProvider>;
}
