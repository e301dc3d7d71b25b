"use client";
/**
 * "Use this template" (landing gallery, /template-preview): creates a new chat, starts a
 * prototype round with the template (free: the template becomes version 1) and opens the chat,
 * where the round streams on and the viewer shows the page. The template id came through sign-in
 * in the return path (/chat?template=…).
 */
import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiRequest } from "@/lib/api/client";
import { handleApiError } from "@/lib/api/handle-api-error";
import { useChatStore } from "@/lib/stores/chat-store";
import { useComposerStore } from "@/lib/stores/composer-store";
import { useStreamTexts } from "@/components/chat/use-stream-texts";
import type { DesignType } from "@/lib/contracts/artifacts";
import { runPrototypeRound } from "../use-prototype-round";
import { PrototypeIcon } from "../icons";
import { prototypeKind } from "@/lib/contracts/kinds";

export function StartFromTemplate({
  slug,
  name,
  designType,
}: {
  slug: string;
  name: string;
  designType: DesignType;
}) {
  const t = useTranslations("prototype.fromTemplate");
  const router = useRouter();
  const texts = useStreamTexts();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      let chatId: string;
      try {
        chatId = (await apiRequest<{ id: string }>("/api/chats", { method: "POST", json: { title: name } }))
          .id;
      } catch (error) {
        handleApiError(error, t("failed"));
        setFailed(true);
        return;
      }
      useComposerStore.getState().setMode(chatId, prototypeKind.mode);
      useComposerStore.getState().setOptions(chatId, { device_type: designType });
      useChatStore.getState().patch(chatId, { designType, activeViewer: prototypeKind.viewer });
      // The round outlives this screen: the chat page follows it from the stores.
      void runPrototypeRound(
        chatId,
        { mode: prototypeKind.mode, content: "", prototype_template_id: slug, device_type: designType },
        texts,
      ).catch((error) => handleApiError(error, t("failed")));
      router.replace(`/chat/${chatId}`);
    })();
  }, [slug, name, designType, router, texts, t]);

  return (
    <div
      className="grid min-h-full flex-1 place-items-center bg-white px-6"
      data-testid="start-from-template"
    >
      <div className="max-w-sm text-center" role="status">
        <span className="mx-auto grid h-14 w-14 place-items-center rounded-2xl bg-brand-50 text-brand-600">
          <PrototypeIcon className={`h-7 w-7 ${failed ? "" : "animate-pulse"}`} />
        </span>
        <h1 className="mt-5 text-xl font-semibold text-ink-900">
          {failed ? t("failed") : t("title", { name })}
        </h1>
        <p className="mt-2 text-sm text-ink-700">{failed ? t("failedBody") : t("body")}</p>
        {failed && (
          <Link
            href="/chat"
            className="mt-6 inline-flex min-h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t("toChat")}
          </Link>
        )}
      </div>
    </div>
  );
}
