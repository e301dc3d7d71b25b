"use client";
import { useTranslations } from "next-intl";
import { card, secondaryButton } from "@/components/ui/button-styles";

/** A titled card of the user center; the h2 names the region. */
export function SectionCard({
  id,
  title,
  children,
  className = "",
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`${card} ${className}`}
      data-testid={`user-center-${id}`}
    >
      <h2 id={`${id}-title`} className="mb-4 text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function SectionSkeleton({ lines = 3 }: { lines?: number }) {
  const t = useTranslations("userCenter");
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only" role="status">
        {t("loading")}
      </span>
      {Array.from({ length: lines }, (_, i) => (
        <div
          key={i}
          aria-hidden
          className={`h-4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none ${i % 2 ? "w-2/3" : "w-full"}`}
        />
      ))}
    </div>
  );
}

export function SectionError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const t = useTranslations("userCenter");
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p className="text-sm text-red-700">{message || t("loadError")}</p>
      <button type="button" onClick={onRetry} className={secondaryButton}>
        {t("retry")}
      </button>
    </div>
  );
}
