"use client";
/**
 * The account button at the foot of the sidebar and its menu: user center, settings, template
 * settings, invite, feedback, language, shortcuts, manual, about, sign out (spec §2). The
 * dialogs load on first use.
 */
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Menu, MenuItem, MenuSeparator } from "@/components/ui/menu";
import { openShortcutHelp } from "@/components/ui/keyboard-shortcuts";
import {
  BookIcon,
  ChevronDownIcon,
  FeedbackIcon,
  GiftIcon,
  GlobeIcon,
  InfoIcon,
  KeyboardIcon,
  LogoutIcon,
  SettingsIcon,
  TemplateIcon,
  UserIcon,
} from "@/components/ui/icons";
import { UserAvatar } from "@/components/user-center/user-avatar";
import { languageSwitcherLabels } from "@/lib/i18n/language-labels";
import { LOCALE_NAMES, type Locale } from "@/lib/i18n/config";
import type { SidebarUser } from "./chat-sidebar";

const SettingsDialog = dynamic(() => import("./settings-dialog").then((m) => m.SettingsDialog), {
  ssr: false,
});
const FeedbackDialog = dynamic(() => import("./feedback-dialog").then((m) => m.FeedbackDialog), {
  ssr: false,
});
const InviteDialog = dynamic(() => import("./invite-dialog").then((m) => m.InviteDialog), { ssr: false });
const LanguageDialog = dynamic(() => import("@/components/ui/language-dialog"), { ssr: false });
const TemplateManagerDialog = dynamic(
  () => import("@/components/templates/template-manager-dialog").then((m) => m.TemplateManagerDialog),
  { ssr: false },
);

type Open = "settings" | "feedback" | "invite" | "language" | "templates" | null;

export function AccountMenu({ user }: { user: SidebarUser }) {
  const t = useTranslations("sidebar");
  const languageT = useTranslations("language");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [open, setOpen] = useState<Open>(null);
  const logoutForm = useRef<HTMLFormElement>(null);
  const close = (next: boolean) => !next && setOpen(null);

  return (
    <>
      <Menu
        side="top"
        align="start"
        label={t("accountMenu")}
        className="w-[min(86vw,248px)]"
        trigger={
          <button
            type="button"
            className="flex w-full items-center gap-2.5 rounded-lg px-2 py-1.5 text-left hover:bg-slate-200/60 focus-visible:outline-2 focus-visible:outline-brand-600"
            // Named by what it shows (the name and e-mail; "menu button" comes from aria-haspopup),
            // so speech input can say the visible words (WCAG 2.5.3).
            data-testid="account-menu"
          >
            <UserAvatar name={user.name} src={user.image} size="sm" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-ink-900" data-testid="user-name">
                {user.name}
              </span>
              {user.email && user.email !== user.name && (
                <span className="block truncate text-xs text-ink-500">{user.email}</span>
              )}
            </span>
            <ChevronDownIcon className="h-4 w-4 shrink-0 rotate-180 text-ink-500" />
          </button>
        }
      >
        <MenuItem icon={UserIcon} onSelect={() => router.push("/chat/info")}>
          {t("userCenter")}
        </MenuItem>
        <MenuItem icon={SettingsIcon} onSelect={() => setOpen("settings")}>
          {t("settings")}
        </MenuItem>
        <MenuItem icon={TemplateIcon} onSelect={() => setOpen("templates")}>
          {t("templates")}
        </MenuItem>
        <MenuItem icon={GiftIcon} onSelect={() => setOpen("invite")}>
          {t("invite")}
        </MenuItem>
        <MenuItem icon={FeedbackIcon} onSelect={() => setOpen("feedback")}>
          {t("feedback")}
        </MenuItem>
        <MenuItem icon={GlobeIcon} onSelect={() => setOpen("language")} hint={LOCALE_NAMES[locale]}>
          {t("language")}
        </MenuItem>
        <MenuItem icon={KeyboardIcon} onSelect={openShortcutHelp} hint="Ctrl /">
          {t("shortcuts")}
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon={BookIcon} onSelect={() => window.open("/user-manual", "_blank", "noopener")}>
          {t("manual")}
        </MenuItem>
        <MenuItem icon={InfoIcon} onSelect={() => window.open("/about", "_blank", "noopener")}>
          {t("about")}
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon={LogoutIcon} onSelect={() => logoutForm.current?.requestSubmit()}>
          {t("signOut")}
        </MenuItem>
      </Menu>
      {/* Logout is a form POST (same-origin checked by the route), so it also works without JavaScript state. */}
      <form ref={logoutForm} action="/auth/logout" method="post" className="hidden" aria-hidden />

      {open === "settings" && <SettingsDialog onOpenChange={close} />}
      {open === "feedback" && <FeedbackDialog onOpenChange={close} />}
      {open === "invite" && <InviteDialog onOpenChange={close} />}
      {open === "language" && (
        <LanguageDialog
          current={locale}
          labels={languageSwitcherLabels(languageT, locale)}
          onOpenChange={close}
        />
      )}
      {open === "templates" && <TemplateManagerDialog open onOpenChange={close} />}
    </>
  );
}
