import type { TemplateDesignType } from "@/lib/contracts/prototype-gallery";

/** Same sandbox as the route's CSP (DESIGN.md §6): never allow-same-origin. */
export const TEMPLATE_SANDBOX = "allow-scripts allow-forms allow-popups allow-modals";

/** A device frame around the sandboxed template: a 390-wide phone, or a responsive browser window. */
export function TemplateFrame({
  slug,
  designType,
  title,
}: {
  slug: string;
  designType: TemplateDesignType;
  title: string;
}) {
  const src = `/prototype-html/templates/${slug}`;
  if (designType === "mobile") {
    return (
      <div className="mx-auto w-fit max-w-full rounded-[2.75rem] border-[10px] border-ink-900 bg-ink-900 shadow-2xl">
        <iframe
          src={src}
          sandbox={TEMPLATE_SANDBOX}
          title={title}
          width={390}
          height={844}
          className="block h-[844px] w-[390px] max-w-full rounded-[2.1rem] bg-white"
        />
      </div>
    );
  }
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-300 shadow-xl">
      <div
        className="flex items-center gap-2 border-b border-slate-200 bg-slate-100 px-4 py-2.5"
        aria-hidden="true"
      >
        <span className="h-3 w-3 rounded-full bg-red-400" />
        <span className="h-3 w-3 rounded-full bg-amber-400" />
        <span className="h-3 w-3 rounded-full bg-emerald-400" />
      </div>
      <iframe
        src={src}
        sandbox={TEMPLATE_SANDBOX}
        title={title}
        className="block h-[80vh] min-h-[560px] w-full bg-white"
      />
    </div>
  );
}
