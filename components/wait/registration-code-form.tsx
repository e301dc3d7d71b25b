"use client";
import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { apiRequest } from "@/lib/api/client";
import { isUnauthorized } from "@/lib/api/api-error";
import { restartLogin } from "@/lib/api/handle-api-error";
import { primaryButton, focusRing } from "@/components/ui/button-styles";

export const BIND_CODE_PATH = "/api/user/bind/register/code";

/** "Join Now": binds a registration code (spec §2 wait page). Failures show inline. */
export function RegistrationCodeForm({ onVerified }: { onVerified: () => void }) {
  const t = useTranslations("wait");
  const tErrors = useTranslations("errors");
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const registerCode = code.trim();
    if (!registerCode) {
      setError(t("codeRequired"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await apiRequest(BIND_CODE_PATH, { method: "POST", json: { registerCode } });
      onVerified();
    } catch (failure) {
      if (isUnauthorized(failure)) {
        restartLogin(tErrors("notLoggedIn"));
        return;
      }
      setError(t("codeFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <label htmlFor={inputId} className="text-sm font-medium text-ink-900">
        {t("codeLabel")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          name="registerCode"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t("codePlaceholder")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`min-h-10 w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink-900 placeholder:text-ink-500 aria-invalid:border-red-600 ${focusRing}`}
        />
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? t("joining") : t("joinNow")}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
