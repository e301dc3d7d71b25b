"use client";
/**
 * The chat home (spec §2): a greeting, the input, and the feature cards (PRD, prototype,
 * flowchart, deep research, lite app, picture: the kinds whose definition says `featureCard`). A card selects its mode for the next message and shows
 * that mode's example prompts (GET /chats/prompts/{mode}, with the device for prototypes);
 * choosing one puts it in the input.
 */
import { useEffect } from "react";
import useSWR from "swr";
import { useLocale, useTranslations } from "next-intl";
import { fetcher } from "@/lib/api/client";
import { featureCardModes, kindOfMode, NORMAL_MODE, type ChatMode } from "@/lib/contracts/modes";
import type { ExamplePromptsAnswer } from "@/lib/contracts/prompts";
import { NEW_CHAT, useComposerStore, INITIAL_COMPOSER } from "@/lib/stores/composer-store";
import { useDraftStore } from "@/lib/stores/draft-store";
import { useSettingsStore } from "@/lib/stores/settings-store";
import { requestComposerFocus } from "@/lib/chat/composer-focus";
import { ChatComposer } from "@/components/composer/chat-composer";
import { ModeIcon } from "@/components/composer/mode-icon";
import { SparklesIcon } from "@/components/ui/icons";
import { useModes } from "@/lib/chat/use-models";

const isFeatureMode = (mode: ChatMode) => featureCardModes().includes(mode);

export function WelcomeScreen() {
  const t = useTranslations("workspace");
  const composer = useComposerStore((s) => s.composers[NEW_CHAT] ?? INITIAL_COMPOSER);
  const mode = composer.mode;
  // A mode this server cannot run is shown, but not offered: it says why instead.
  const modes = useModes();
  const unavailable = (card: ChatMode) => modes.some((m) => m.mode === card && !m.available);

  // A new chat starts from the user's defaults (settings dialog), never from the mode the last
  // chat was sent in; only a draft still waiting here (text or files) keeps the mode it was
  // written for. A default changed in Settings while this screen is open applies at once.
  const defaultMode = useSettingsStore((s) => s.defaultMode);
  const defaultModel = useSettingsStore((s) => s.defaultModel);
  useEffect(() => {
    const store = useComposerStore.getState();
    const draft = useDraftStore.getState().get(NEW_CHAT);
    if (store.composers[NEW_CHAT] && (draft.text.trim() || draft.attachments.length)) return;
    store.setMode(NEW_CHAT, defaultMode);
    store.setModel(NEW_CHAT, defaultModel);
  }, [defaultMode, defaultModel]);

  function choose(card: ChatMode) {
    if (unavailable(card)) return;
    useComposerStore.getState().setMode(NEW_CHAT, mode === card ? NORMAL_MODE : card);
    requestComposerFocus();
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-y-auto" data-testid="welcome-screen">
      <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col justify-center px-4 py-8 md:px-6 md:py-12">
        <h1 className="mb-2 text-center text-[26px] font-semibold tracking-tight text-ink-900 md:text-3xl">
          {t("greeting")}
        </h1>
        <p className="mb-7 text-center text-[15px] text-ink-500">{t("subtitle")}</p>
        <ChatComposer chatId={null} />
        {/* Six cards: three pairs on a phone, two rows of three from a small tablet up. */}
        <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={t("featuresLabel")}>
          {featureCardModes().map((card) => {
            const selected = mode === card;
            const off = unavailable(card);
            return (
              <li key={card}>
                <button
                  type="button"
                  aria-pressed={selected}
                  aria-disabled={off || undefined}
                  onClick={() => choose(card)}
                  data-testid={`feature-card-${card}`}
                  className={`flex h-full w-full flex-col items-start gap-1 rounded-2xl border px-3 py-2.5 text-left transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
                    off
                      ? "cursor-not-allowed border-dashed border-slate-200 bg-slate-50"
                      : selected
                        ? "border-brand-500 bg-brand-50"
                        : "border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50"
                  }`}
                >
                  <span className="flex items-center gap-2 text-sm font-medium whitespace-nowrap text-ink-900">
                    <ModeIcon
                      mode={card}
                      className={`h-4 w-4 ${selected ? "text-brand-600" : "text-ink-500"}`}
                    />
                    {t(`features.${card}.title`)}
                  </span>
                  <span className="text-xs leading-snug text-ink-500">
                    {off ? t("featureUnavailable") : t(`features.${card}.text`)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        {isFeatureMode(mode) && <ExamplePrompts mode={mode} device={composer.options.device_type ?? "web"} />}
      </div>
    </div>
  );
}

function ExamplePrompts({ mode, device }: { mode: ChatMode; device: string }) {
  const t = useTranslations("workspace");
  const locale = useLocale();
  const query = kindOfMode(mode)?.designed ? `?device_type=${encodeURIComponent(device)}` : "";
  // The locale is part of the key: the prompts are written in the UI language.
  const { data, error, isLoading } = useSWR<ExamplePromptsAnswer>(
    [`/api/chats/prompts/${mode}${query}`, locale],
    ([path]: [string]) => fetcher<ExamplePromptsAnswer>(path),
    {
      revalidateIfStale: false,
    },
  );

  function use(prompt: string) {
    useDraftStore.getState().setText(NEW_CHAT, prompt);
    requestComposerFocus();
  }

  return (
    <section className="mt-6" aria-labelledby="examples-heading" data-testid="example-prompts">
      <h2
        id="examples-heading"
        className="mb-2 flex items-center gap-1.5 px-1 text-xs font-medium text-ink-500"
      >
        <SparklesIcon className="h-3.5 w-3.5" />
        {t("examples")}
      </h2>
      {isLoading && <p className="px-1 text-sm text-ink-500">{t("examplesLoading")}</p>}
      {error && <p className="px-1 text-sm text-ink-500">{t("examplesFailed")}</p>}
      {data && (
        <ul className="grid gap-2 sm:grid-cols-2">
          {data.prompts.map((example) => (
            <li key={example.title}>
              <button
                type="button"
                onClick={() => use(example.prompt)}
                className="group flex h-full w-full flex-col gap-0.5 rounded-xl border border-slate-200 bg-white px-3 py-2 text-left hover:border-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                data-testid="example-prompt"
              >
                <span className="text-sm font-medium text-ink-900">{example.title}</span>
                <span className="line-clamp-2 text-xs leading-snug text-ink-500">{example.prompt}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
