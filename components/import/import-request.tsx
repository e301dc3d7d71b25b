"use client";
/**
 * Processing an import request (spec §2 `/import?url=…`). A link from anywhere can open this page,
 * so nothing happens until the user has seen the address and chosen Import (DESIGN.md §6: a link
 * from another site that would fetch, save or charge first asks). Then the page at `url` is
 * fetched on the server under the SSRF rules (POST /files/url, the link fetcher the knowledge
 * dialog and the stream field `import_url` use), sent as the attachment of the first message of
 * a new chat in normal mode (no points), and the user is taken to that chat while it answers.
 * A link that is not http(s), or one the server refuses, is explained here and nothing is made.
 */
import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { apiRequest } from "@/lib/api/client";
import { ClientApiError } from "@/lib/api/api-error";
import { isLink, type FileUrlAnswer } from "@/lib/contracts/knowledge";
import { FILES_PATH } from "@/lib/contracts/uploads";
import { NORMAL_MODE } from "@/lib/contracts/modes";
import { NEW_CHAT, useComposerStore } from "@/lib/stores/composer-store";
import { useSendMessage } from "@/components/composer/use-send-message";
import { primaryButton, secondaryButton } from "@/components/ui/button-styles";

type State = { step: "confirm" } | { step: "working" } | { step: "failed"; reason: string };

/** The fetched page as an upload, or the reason it was refused (in the UI language). */
async function fetchPage(url: string): Promise<FileUrlAnswer["files"][number] | { reason: string }> {
  try {
    const answer = await apiRequest<FileUrlAnswer>(`${FILES_PATH}/url`, {
      method: "POST",
      json: { urls: [url] },
      timeoutMs: 120_000,
    });
    return answer.files[0] ?? { reason: answer.failed[0]?.errmsg ?? "" };
  } catch (error) {
    if (error instanceof ClientApiError)
      return { reason: Object.values(error.details ?? {})[0] ?? error.message };
    throw error;
  }
}

/** The host the address names (`example.com:8080`), or null when it is no address at all. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

export function ImportRequest({ url }: { url: string }) {
  const t = useTranslations("import");
  const send = useSendMessage();
  const host = hostOf(url);
  const valid = isLink(url) && url.length <= 2000 && host !== null;
  const [state, setState] = useState<State>(
    valid ? { step: "confirm" } : { step: "failed", reason: t("invalid") },
  );
  // 0 until the user chooses Import; each choice (Import, Try again) is one attempt.
  const [attempt, setAttempt] = useState(0);
  const started = useRef(0);

  useEffect(() => {
    if (!valid || attempt === 0 || started.current === attempt) return; // one import per attempt (development mounts twice)
    started.current = attempt;
    const fail = (reason: string) => setState({ step: "failed", reason: reason || t("failed") });
    void (async () => {
      try {
        const page = await fetchPage(url);
        if ("reason" in page) return fail(page.reason);
        useComposerStore.getState().setMode(NEW_CHAT, NORMAL_MODE);
        const attachment = {
          id: page.id,
          file_name: page.file_name,
          content_type: page.content_type,
          size: page.size,
        };
        // Creates the chat and opens it (router push), then streams the answer there.
        const sent = await send({ chatId: null, content: t("prompt"), attachments: [attachment] });
        if (!sent.chatId) fail(t("failed"));
      } catch {
        fail(t("failed"));
      }
    })();
  }, [url, valid, attempt, send, t]);

  const start = () => {
    setState({ step: "working" });
    setAttempt((n) => n + 1);
  };

  if (state.step === "confirm") {
    // The Import button is not focused for the user: a page that opened this one must not be
    // able to import with a keystroke meant for itself.
    return (
      <section
        aria-labelledby="import-confirm-title"
        className="flex w-full max-w-md flex-col items-center gap-4"
        data-testid="import-confirm"
      >
        <h2 id="import-confirm-title" className="text-lg font-semibold text-ink-900">
          {t("confirmTitle")}
        </h2>
        <div className="w-full rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-left">
          <p className="text-sm font-semibold break-all text-ink-900" data-testid="import-host">
            {t("confirmFrom", { host: host ?? "" })}
          </p>
          <p className="mt-1 text-sm break-all text-ink-500" data-testid="import-url">
            {url}
          </p>
        </div>
        <p className="text-sm text-ink-700">{t("confirmBody")}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row-reverse">
          <button type="button" className={primaryButton} onClick={start}>
            {t("confirm")}
          </button>
          <Link href="/chat" className={secondaryButton}>
            {t("cancel")}
          </Link>
        </div>
      </section>
    );
  }

  if (state.step === "working") {
    return (
      <div role="status" className="flex flex-col items-center gap-3">
        <span
          aria-hidden
          className="h-8 w-8 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
        />
        <p className="text-ink-700">{t("working")}</p>
        <p className="max-w-md break-all text-sm text-ink-500">{url}</p>
      </div>
    );
  }
  return (
    <div role="alert" className="flex max-w-md flex-col items-center gap-3" data-testid="import-failed">
      <h2 className="text-lg font-semibold text-ink-900">{t("failed")}</h2>
      <p className="text-ink-700" data-testid="import-reason">
        {state.reason}
      </p>
      <p className="break-all text-sm text-ink-500">{url}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {valid ? (
          <button type="button" className={secondaryButton} onClick={start}>
            {t("retry")}
          </button>
        ) : null}
        <Link href="/chat" className={primaryButton}>
          {t("toChat")}
        </Link>
      </div>
    </div>
  );
}
