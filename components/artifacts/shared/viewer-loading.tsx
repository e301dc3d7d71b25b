"use client";
/** What a viewer shows while its code loads: a quiet skeleton of a document. */
export function ViewerLoading() {
  return (
    <div
      className="mx-auto w-full max-w-[46rem] animate-pulse px-8 py-10"
      aria-busy="true"
      data-testid="viewer-loading"
    >
      <div className="h-7 w-2/3 rounded bg-slate-100" />
      <div className="mt-6 h-3 w-full rounded bg-slate-100" />
      <div className="mt-3 h-3 w-11/12 rounded bg-slate-100" />
      <div className="mt-3 h-3 w-4/5 rounded bg-slate-100" />
    </div>
  );
}
