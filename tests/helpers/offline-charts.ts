/** The Offline chart writer's Mermaid source for a request, and its sequence diagrams read back. */
import { mermaidWriter } from "@/server/artifacts/mermaid/offline/mermaid-writer";
import { extractArtifact } from "@/server/ai/extract";
import type { WriterInput } from "@/server/ai/offline/types";

/** The chart the Offline model writes for the request (in the request's language unless told). */
export const offlineChart = (
  userText: string,
  locale: "en" | "zh" = /[\u4e00-\u9fff]/.test(userText) ? "zh" : "en",
) => extractArtifact(mermaidWriter({ userText, history: [], locale }), "mermaid")!.body;

/** The Offline chart writer's whole reply (what it says around the chart) for a request. */
export const offlineChartReply = (text: string) =>
  String(
    mermaidWriter({
      userText: text,
      history: [],
      locale: /[\u4e00-\u9fff]/.test(text) ? "zh" : "en",
      system: "",
      options: {},
    } as unknown as WriterInput),
  );

/** Participants by id and messages as "from -> to: text". */
export function sequence(source: string) {
  const names = new Map<string, string>();
  for (const m of source.matchAll(/^\s*(?:actor|participant) (\w+) as (.+)$/gm)) names.set(m[1], m[2].trim());
  const messages = [...source.matchAll(/^\s*(\w+)-?->>(\w+): (.+)$/gm)].map(
    (m) => `${names.get(m[1])} -> ${names.get(m[2])}: ${m[3].trim()}`,
  );
  return { participants: [...names.values()], messages };
}
