"use client";
/**
 * The prototype part of the composer (spec §3 prototype options, devices; §7 templates and
 * styles): the controls above the chat input in prototype modes. They write the next message's
 * stream options (`device_type`, `prototype`, `prototype_style_id`, `prototype_template_id`)
 * into the composer store; the device is also the chat's design type.
 */
import { PROTOTYPE_DESIGNS, prototypeDesignOption } from "@/lib/contracts/kinds/prototype-rounds";
import { useTranslations } from "next-intl";
import { DESIGN_TYPES, type DesignType } from "@/lib/contracts/artifacts";
import { useChatStore } from "@/lib/stores/chat-store";
import { useComposerStore } from "@/lib/stores/composer-store";
import type { ComposerProps } from "@/components/artifacts/types";
import { MonitorIcon, PhoneIcon, TabletIcon } from "../icons";
import { StylePicker } from "./style-picker";
import { TemplatePicker } from "./template-picker";

const DEVICE_ICONS: Record<DesignType, typeof MonitorIcon> = {
  web: MonitorIcon,
  tablet: TabletIcon,
  mobile: PhoneIcon,
};

export function PrototypeComposer({ chatId }: ComposerProps) {
  const t = useTranslations("prototype.composer");
  const options = useComposerStore((s) => s.composers[chatId]?.options);
  const chatDesignType = useChatStore((s) => s.chats[chatId]?.designType ?? "web");
  const device: DesignType = options?.device_type ?? chatDesignType;
  const setOptions = (change: Parameters<ReturnType<typeof useComposerStore.getState>["setOptions"]>[1]) =>
    useComposerStore.getState().setOptions(chatId, change);

  const chooseDevice = (value: DesignType) => {
    setOptions({ device_type: value });
    useChatStore.getState().patch(chatId, { designType: value });
  };

  return (
    // A container query, not a media query: the chat column narrows when the viewer opens beside
    // it, and the row should stay one line there (device labels give way to their icons).
    <div className="@container">
      <div className="flex flex-wrap items-center gap-2" data-testid="prototype-composer">
        <div
          role="radiogroup"
          aria-label={t("device")}
          className="inline-flex rounded-lg border border-slate-200 bg-white p-0.5"
        >
          {DESIGN_TYPES.map((value) => {
            const Icon = DEVICE_ICONS[value];
            const checked = device === value;
            return (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={checked}
                onClick={() => chooseDevice(value)}
                aria-label={t(`devices.${value}`)}
                title={t(`devices.${value}`)}
                className={`inline-flex h-7 shrink-0 items-center gap-1 rounded-md px-2 text-xs font-medium whitespace-nowrap transition-colors ${checked ? "bg-ink-900 text-white" : "text-ink-700 hover:bg-slate-100"}`}
              >
                <Icon className="h-3.5 w-3.5" />
                <span className="hidden @[36rem]:inline">{t(`devices.${value}`)}</span>
              </button>
            );
          })}
        </div>
        <label className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-slate-200 bg-white pr-1 pl-2.5 text-xs text-ink-700">
          <span className="sr-only">{t("option")}</span>
          <select
            value={options?.prototype ?? "default"}
            onChange={(e) =>
              setOptions(prototypeDesignOption(PROTOTYPE_DESIGNS.find((d) => d === e.target.value)))
            }
            className="h-7 bg-transparent pr-1 text-xs font-medium text-ink-900 outline-none"
            aria-label={t("option")}
            data-testid="prototype-option"
          >
            {PROTOTYPE_DESIGNS.map((value) => (
              <option key={value} value={value}>
                {t(`options.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <StylePicker
          value={options?.prototype_style_id ?? null}
          onChange={(id) => {
            setOptions({ prototype_style_id: id ?? undefined });
            useChatStore.getState().patch(chatId, { inputStyleId: id });
          }}
        />
        <TemplatePicker
          device={device}
          value={options?.prototype_template_id ?? null}
          onChange={(id) => setOptions({ prototype_template_id: id ?? undefined })}
        />
      </div>
    </div>
  );
}
