/** What a viewer shows before its kind has a version in this chat: a title and a line under it. */
export function ViewerEmpty({ testId, title, body }: { testId: string; title: string; body?: string }) {
  return (
    <div className="flex h-full items-center justify-center p-8 text-center" data-testid={testId}>
      <div className="max-w-sm">
        <p className="text-base font-semibold text-ink-900">{title}</p>
        {body && <p className="mt-2 text-sm text-ink-500">{body}</p>}
      </div>
    </div>
  );
}
