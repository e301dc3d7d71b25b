"use client";

/** "Go back" of the 404 page: the previous page in this tab, else Home (a plain page load). */
export function GoBackButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => (window.history.length > 1 ? window.history.back() : window.location.assign("/"))}
      className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-ink-700 hover:bg-slate-50"
    >
      {label}
    </button>
  );
}
