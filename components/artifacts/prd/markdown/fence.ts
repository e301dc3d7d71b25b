/** A fenced code block whose fence is longer than any backtick run inside it (CommonMark §4.5). */
export function fencedCode(code: string, info: string): string {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${code}\n${fence}`;
}
