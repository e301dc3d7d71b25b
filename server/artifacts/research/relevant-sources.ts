/**
 * The sources a report may cite: those with passages about the research (the retriever, with
 * the knowledge base's zh/en search), each cut to those passages and renumbered. A competitor
 * report's sources must name a competitor; deep research's must speak of its subject. What is
 * set aside is listed by title, so the report can say what was read and not used.
 */
import type { Db } from "../../db/client";
import { retrievePassages } from "../../services/passage-retrieval";
import type { ResearchBrief } from "./brief";
import type { ReadSource } from "./sources";

export async function relevantSources(
  db: Db,
  request: string,
  brief: ResearchBrief,
  sources: readonly ReadSource[],
): Promise<{ kept: ReadSource[]; setAside: ReadSource[] }> {
  if (!sources.length) return { kept: [], setAside: [] };
  const query = brief.type === "competitor" ? brief.competitors.join(" ") : request;
  const retrieval = await retrievePassages(
    db,
    query,
    sources.map((s) => ({ title: s.title, text: s.text })),
    { anyTerm: brief.type === "competitor" },
  );
  if (!retrieval.focused) return { kept: [...sources], setAside: [] };
  const kept: ReadSource[] = [];
  const setAside: ReadSource[] = [];
  sources.forEach((source, i) => {
    const passages = retrieval.docs[i].passages;
    if (!passages.length) return setAside.push(source);
    const text = [...passages]
      .sort((a, b) => a.order - b.order)
      .map((p) => p.text)
      .join("\n");
    kept.push({ ...source, n: kept.length + 1, text });
  });
  return { kept, setAside };
}
