/**
 * The soft background decoration of the product's own pages. Rendered by the marketing and
 * workspace layouts only, so it never shows on the HTML view, template preview or shared views.
 */
export function BackgroundDecoration() {
  return (
    <div
      aria-hidden
      className="pointer-events-none fixed inset-0 -z-10 overflow-hidden"
      data-testid="background-decoration"
    >
      <div className="absolute -top-40 -left-32 h-[480px] w-[480px] rounded-full bg-brand-100 opacity-60 blur-3xl" />
      <div className="absolute top-1/3 -right-40 h-[420px] w-[420px] rounded-full bg-violet-100 opacity-50 blur-3xl" />
    </div>
  );
}
