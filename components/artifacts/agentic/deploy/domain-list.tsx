"use client";
/** The chat's custom sub-domains in the deploy popover: each with its address and a remove button, and an add form with inline errors. */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { subdomainLabelSchema, type DomainMapping } from "@/lib/contracts/lite-app";
import { ClientApiError } from "@/lib/api/api-error";
import { handleApiError } from "@/lib/api/handle-api-error";
import { ExternalIcon, TrashIcon } from "@/components/ui/icons";
import { ghostButton, iconButton, textField } from "@/components/ui/button-styles";
import { addDomain, removeDomain } from "./api";

type Props = { chatId: string; versionId: string; domains: DomainMapping[]; onChange: () => void };

export function DomainList({ chatId, versionId, domains, onChange }: Props) {
  const t = useTranslations("liteDeploy.popover");
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const domain = value.trim().toLowerCase();
    if (!subdomainLabelSchema.safeParse(domain).success) return setError(t("domainInvalid"));
    setBusy(true);
    try {
      await addDomain(chatId, versionId, domain);
      setValue("");
      setError(null);
      onChange();
    } catch (e) {
      // Taken (409), invalid (400) or the limit (4005): said next to the field, not only as a notice.
      if (e instanceof ClientApiError && [400, 409, 4005].includes(e.errno)) setError(e.message);
      else handleApiError(e, t("loadFailed"));
    } finally {
      setBusy(false);
    }
  }

  async function remove(id: string) {
    try {
      await removeDomain(id);
      onChange();
    } catch (e) {
      handleApiError(e, t("loadFailed"));
    }
  }

  return (
    <div className="space-y-2">
      {domains.length > 0 && (
        <ul className="space-y-1" data-testid="lite-deploy-domains">
          {domains.map((d) => (
            <li key={d.id} className="flex items-center gap-1 rounded-lg bg-slate-50 py-0.5 pl-2.5 text-sm">
              <a
                href={d.url}
                title={d.url}
                target="_blank"
                rel="noopener noreferrer"
                className="min-w-0 flex-1 truncate text-brand-700 hover:underline"
              >
                {d.url.replace(/^https?:\/\//, "")}
              </a>
              <a
                href={d.url}
                target="_blank"
                rel="noopener noreferrer"
                className={iconButton}
                aria-label={t("open")}
              >
                <ExternalIcon className="h-4 w-4" />
              </a>
              <button
                type="button"
                className={iconButton}
                aria-label={t("removeDomain", { domain: d.domain })}
                onClick={() => void remove(d.id)}
              >
                <TrashIcon className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="flex items-start gap-2" noValidate>
        <div className="min-w-0 flex-1">
          <label htmlFor="lite-deploy-domain" className="sr-only">
            {t("domainLabel")}
          </label>
          <input
            id="lite-deploy-domain"
            className={`${textField} h-9 py-1.5`}
            placeholder={t("domainPlaceholder")}
            value={value}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "lite-deploy-domain-error" : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              if (error) setError(null);
            }}
          />
          {error && (
            <p id="lite-deploy-domain-error" role="alert" className="mt-1 text-xs text-red-700">
              {error}
            </p>
          )}
        </div>
        <button
          type="submit"
          className={`${ghostButton} border border-slate-300`}
          disabled={busy || !value.trim()}
        >
          {t("addDomain")}
        </button>
      </form>
    </div>
  );
}
