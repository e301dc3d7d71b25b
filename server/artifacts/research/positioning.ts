/**
 * The competitor report's positioning chart: a mermaid quadrantChart placing each competitor by
 * price (from the sources: free or cheap low, paid or expensive high) and by breadth (how much
 * the sources say about it). Only competitors whose price level a source states are placed — a
 * chart never places a name from nothing; the others are named under it, and with none placed
 * there is no chart. Names are quoted-safe ASCII-or-CJK labels.
 */
import type { Locale } from "../../i18n/api-messages";
import type { ResearchBrief } from "./brief";
import { factsAbout, type Fact } from "./facts";

const CHEAP = /free|cheap|low cost|open source|免费|便宜|开源/i;
// Stated levels only: "$10 per seat" names a price, not whether it is high.
const PRICEY = /expensive|pricey|premium price|costly|贵|高价|价格高/i;

function label(name: string): string {
  return (
    name
      .replace(/[^\p{L}\p{N} ]/gu, " ")
      .replace(/\s+/g, " ")
      .trim() || "X"
  );
}

export function positioningChart(brief: ResearchBrief, facts: readonly Fact[], locale: Locale): string {
  const axes =
    locale === "zh"
      ? {
          title: "市场定位",
          x: ["价格低", "价格高"],
          y: ["功能少", "功能多"],
          q: ["高端全能", "全面且实惠", "入门", "小众高价"],
        }
      : {
          title: "Market positioning",
          x: ["Low price", "High price"],
          y: ["Narrow", "Broad"],
          q: ["Premium suites", "Best value", "Entry level", "Niche premium"],
        };
  const placed: string[] = [];
  const unplaced: string[] = [];
  const points = brief.competitors.flatMap((c) => {
    const about = factsAbout(facts, c);
    const price = about.some((f) => PRICEY.test(f.text))
      ? 0.75
      : about.some((f) => CHEAP.test(f.text))
        ? 0.25
        : null;
    if (price === null) {
      unplaced.push(c);
      return [];
    }
    placed.push(c);
    const breadth = Math.min(0.9, 0.2 + about.length * 0.1);
    return [`    ${label(c)}: [${price.toFixed(2)}, ${breadth.toFixed(2)}]`];
  });
  const zh = locale === "zh";
  const missing = unplaced.join(zh ? "、" : ", ");
  if (!points.length)
    return zh
      ? `来源中没有说明 ${missing} 的价格高低，因此不绘制定位图。`
      : `No source states whether ${missing} ${unplaced.length === 1 ? "is" : "are"} cheap or expensive, so no positioning chart is drawn.`;
  const chart = [
    "```mermaid",
    "quadrantChart",
    `    title ${axes.title}`,
    `    x-axis ${axes.x[0]} --> ${axes.x[1]}`,
    `    y-axis ${axes.y[0]} --> ${axes.y[1]}`,
    `    quadrant-1 ${axes.q[0]}`,
    `    quadrant-2 ${axes.q[1]}`,
    `    quadrant-3 ${axes.q[2]}`,
    `    quadrant-4 ${axes.q[3]}`,
    ...points,
    "```",
  ].join("\n");
  const note = zh
    ? `横轴为来源中提到的价格水平，纵轴为来源对它的描述多少。${unplaced.length ? `来源未说明 ${missing} 的价格高低，未在图中标出。` : ""}`
    : `The x-axis is the price level the sources state; the y-axis how much the sources say about it.${unplaced.length ? ` Not placed: ${missing} (no source states a price level).` : ""}`;
  return `${chart}\n\n${note}`;
}
