/**
 * The shared views (spec §2: `/shared/{shareId}` and `/shared/{device}/{path*}`, no login, no
 * background decoration): a slim bar with the title, and the page in its device frame. Server
 * rendered; the frame is the only client part and gets its labels as props.
 */
import { getFormatter, getTranslations } from "next-intl/server";
import { LogoMark } from "@/components/landing/icons";
import type { SharedContentDto } from "@/lib/contracts/prototype";
import { RetryButton } from "@/components/shared/retry-button";
import { SharedFrame } from "./shared-frame";

export async function SharedView({ share, pageId }: { share: SharedContentDto; pageId: string | null }) {
  const t = await getTranslations("sharedView");
  const product = (await getTranslations("common"))("productName");
  const format = await getFormatter();
  return (
    <div className="flex h-dvh flex-col bg-slate-100">
      <header className="flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4">
        <a
          href="/"
          className="flex shrink-0 items-center gap-2 rounded-lg text-sm font-bold text-ink-900"
          aria-label={product}
        >
          <LogoMark width={26} height={26} />
          <span className="hidden sm:inline">{product}</span>
        </a>
        <span className="h-5 w-px bg-slate-200" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-sm font-semibold text-ink-900">{share.title || t("untitled")}</h1>
          <p className="truncate text-xs text-ink-500">
            {t("subtitle", {
              device: t(`devices.${share.design_type}`),
              date: format.dateTime(new Date(share.created_at), { dateStyle: "medium" }),
            })}
          </p>
        </div>
        <a
          href="/"
          className="hidden min-h-9 shrink-0 items-center rounded-lg bg-ink-900 px-3 text-xs font-semibold text-white hover:bg-ink-700 sm:inline-flex"
        >
          {t("cta")}
        </a>
      </header>
      <SharedFrame
        htmlUrl={share.html_url}
        pages={share.pages ?? null}
        initialPageId={pageId}
        device={share.design_type}
        labels={{
          loading: t("loading"),
          failed: t("loadFailed"),
          retry: t("retry"),
          pages: t("pages"),
          frameTitle: t("frameTitle", { title: share.title || t("untitled") }),
          address: share.title || t("untitled"),
          openFull: t("openFull"),
        }}
      />
    </div>
  );
}

/** Missing/expired or failed: a friendly card, Retry reloads (spec §2, §8). */
export async function SharedProblem({ kind }: { kind: "missing" | "failed" }) {
  const t = await getTranslations("sharedView");
  const product = (await getTranslations("common"))("productName");
  return (
    <main
      className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-6 text-center"
      data-testid={`shared-${kind}`}
    >
      <LogoMark width={40} height={40} />
      <h1 className="mt-6 text-2xl font-semibold text-ink-900">
        {kind === "missing" ? t("missingTitle") : t("loadFailed")}
      </h1>
      <p className="mt-3 max-w-md text-ink-700">{kind === "missing" ? t("missingBody") : t("failedBody")}</p>
      <div className="mt-8 flex gap-3">
        <RetryButton label={t("retry")} />
        <a
          href="/"
          className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-ink-700 hover:bg-slate-50"
        >
          {t("home", { product })}
        </a>
      </div>
    </main>
  );
}
