/** Server-sent events as tests read them off a raw response (API and e2e): `id` and parsed `data` of each block. */
export type SseEvent = { id: number; data: Record<string, unknown> };

export function parseSse(text: string): SseEvent[] {
  return text
    .split(/\r?\n\r?\n/)
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split(/\r?\n/);
      const id = Number(lines.find((l) => l.startsWith("id: "))?.slice(4));
      const data = JSON.parse(
        lines
          .filter((l) => l.startsWith("data: "))
          .map((l) => l.slice(6))
          .join("\n"),
      );
      return { id, data };
    });
}
