import type { ManualBlock as Block } from "./manual-sections";

const blockTitle = "mt-8 text-lg font-semibold text-ink-900";

/** Renders one block of a manual section (text only: messages are never parsed as HTML). */
export function ManualBlock({ block }: { block: Block }) {
  switch (block.type) {
    case "p":
      return <p className="mt-4 leading-7 text-ink-700">{block.text}</p>;
    case "note":
      return (
        <p className="mt-5 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 leading-7 text-ink-900">
          <span aria-hidden="true" className="mr-2 font-bold text-brand-700">
            i
          </span>
          {block.text}
        </p>
      );
    case "list":
      return (
        <>
          {block.title && <h3 className={blockTitle}>{block.title}</h3>}
          <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-ink-700 marker:text-brand-600">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      );
    case "steps":
      return (
        <>
          {block.title && <h3 className={blockTitle}>{block.title}</h3>}
          <ol className="mt-3 list-decimal space-y-2 pl-6 leading-7 text-ink-700 marker:font-semibold marker:text-brand-700">
            {block.items.map((item) => (
              <li key={item} className="pl-1">
                {item}
              </li>
            ))}
          </ol>
        </>
      );
    case "defs":
      return (
        <>
          {block.title && <h3 className={blockTitle}>{block.title}</h3>}
          <dl className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {block.items.map((item) => (
              <div
                key={item.term}
                className="grid gap-1 px-4 py-3 sm:grid-cols-[minmax(10rem,14rem)_1fr] sm:gap-4"
              >
                <dt className="font-semibold text-ink-900">{item.term}</dt>
                <dd className="leading-7 text-ink-700">{item.text}</dd>
              </div>
            ))}
          </dl>
        </>
      );
    case "table":
      return (
        <ManualTable title={block.title} head={block.head}>
          {block.rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="px-4 py-3 font-medium text-ink-900">
                {label}
              </th>
              <td className="px-4 py-3 leading-7 text-ink-700 tabular-nums">{value}</td>
            </tr>
          ))}
        </ManualTable>
      );
    case "keys":
      return (
        <ManualTable title={block.title} head={block.head}>
          {block.items.map((item) => (
            <tr key={item.text}>
              <td className="px-4 py-3 whitespace-nowrap">
                {item.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 && <span className="mx-1 text-ink-700">+</span>}
                    <kbd className="rounded-md border border-slate-300 border-b-2 bg-white px-2 py-0.5 font-mono text-sm text-ink-900">
                      {key}
                    </kbd>
                  </span>
                ))}
              </td>
              <td className="px-4 py-3 text-ink-700">{item.text}</td>
            </tr>
          ))}
        </ManualTable>
      );
  }
}

/** The shell shared by the manual's tables: optional title, scroll container, header row. */
function ManualTable({
  title,
  head,
  children,
}: {
  title?: string;
  head: string[];
  children: React.ReactNode;
}) {
  return (
    <>
      {title && <h3 className={blockTitle}>{title}</h3>}
      <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full border-collapse text-left text-[15px]">
          <thead className="bg-slate-50">
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col" className="px-4 py-3 font-semibold text-ink-900">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">{children}</tbody>
        </table>
      </div>
    </>
  );
}
