"use client";
/** Ctrl/Cmd+K starts a new chat, Ctrl/Cmd+/ opens the shortcut help (spec §9). */
import * as Dialog from "@radix-ui/react-dialog";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

export function KeyboardShortcuts() {
  const t = useTranslations("shortcuts");
  const router = useRouter();
  const [helpOpen, setHelpOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (event.key.toLowerCase() === "k") {
        event.preventDefault();
        router.push("/chat");
      } else if (event.key === "/") {
        event.preventDefault();
        setHelpOpen((open) => !open);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [router]);

  const rows: [string, string][] = [
    ["Enter", t("send")],
    ["Shift + Enter", t("newline")],
    ["Ctrl/⌘ + K", t("newChat")],
    ["Ctrl/⌘ + /", t("help")],
  ];
  return (
    <Dialog.Root open={helpOpen} onOpenChange={setHelpOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,420px)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{t("title")}</Dialog.Title>
          <Dialog.Description className="sr-only">{t("title")}</Dialog.Description>
          <dl className="mt-4 space-y-2 text-sm">
            {rows.map(([keys, what]) => (
              <div key={keys} className="flex justify-between gap-4">
                <dt>
                  <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs">{keys}</kbd>
                </dt>
                <dd className="text-ink-700">{what}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-5 flex justify-between">
            <Link href="/user-manual" className="text-sm text-brand-700 underline">
              {t("manual")}
            </Link>
            <Dialog.Close className="rounded-lg px-3 py-1.5 text-sm text-ink-700 hover:bg-slate-100">{t("close")}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
