"use client";
/** A route that failed to render or navigate: spec §2 "Navigation failed, please try again". */
import { useNavigationLabels } from "@/components/ui/navigation-labels";

export default function RouteError({ reset }: { error: Error; reset: () => void }) {
  const t = useNavigationLabels();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-semibold">{t.failed}</h1>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t.retry}
        </button>
        {/* A full page load: after a failure, the client router's state is not to be trusted. */}
        <a
          href="/"
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-ink-700 hover:bg-slate-50"
        >
          {t.home}
        </a>
      </div>
    </main>
  );
}
