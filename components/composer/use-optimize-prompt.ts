"use client";
/**
 * The "optimise prompt" button: the optimised text streams into the input; Cancel (or a
 * failure) puts back what the user had written.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { optimizePrompt } from "@/lib/chat/optimize-prompt";
import { useDraftStore } from "@/lib/stores/draft-store";
import { useComposerStore } from "@/lib/stores/composer-store";
import { useApiErrorHandler } from "@/lib/api/use-api-error-handler";
import { useStreamTexts } from "@/components/chat/use-stream-texts";

export function useOptimizePrompt(draftKey: string) {
  const t = useTranslations("composer");
  const texts = useStreamTexts();
  const handleError = useApiErrorHandler();
  const [optimizing, setOptimizing] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    const store = useDraftStore.getState();
    const original = store.get(draftKey).text;
    if (!original.trim() || controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setOptimizing(true);
    try {
      await optimizePrompt(original.trim(), {
        mode: useComposerStore.getState().get(draftKey).mode,
        signal: abort.signal,
        texts: {
          ...texts,
          timeout: t("optimizeTimeout"),
          idle: t("optimizeIdle"),
          empty: t("optimizeEmpty"),
        },
        onText: (text) => !abort.signal.aborted && store.setText(draftKey, text),
      });
    } catch (error) {
      store.setText(draftKey, original);
      if (!abort.signal.aborted) handleError(error, t("optimizeFailed"));
    } finally {
      if (controller.current === abort) controller.current = null;
      setOptimizing(false);
    }
  }, [draftKey, texts, t, handleError]);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { optimizing, start, cancel };
}
