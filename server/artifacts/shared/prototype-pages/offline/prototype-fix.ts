/**
 * Offline writer `prototype_fix`: answers a re-prompt with the page corrected — externals
 * removed, library calls it cannot load taken out, a cut-off document closed.
 */
import type { OfflineWriter } from "../../../../ai/offline/types";
import { closeDocument, ensureDocument } from "@/server/html/page-transform";
import { stripExternalResources } from "@/server/html/external-resources";

const LIBRARY_SCRIPT =
  /<script\b[^>]*>(?:(?!<\/script>)[\s\S])*?(new\s+Chart\s*\(|echarts\.|d3\.|gsap\.|new\s+Swiper|AOS\.init|ApexCharts|\$\s*\()(?:(?!<\/script>)[\s\S])*<\/script>/gi;

export const prototypeFix: OfflineWriter = (input) => {
  const page = input.userText.match(/```html\s*\n([\s\S]*?)(?:\n```|$)/)?.[1] ?? input.userText;
  const fixed = closeDocument(
    stripExternalResources(ensureDocument(page))
      .replace(LIBRARY_SCRIPT, "")
      .replace(/\sx-data\s*=\s*("[^"]*"|'[^']*')/g, ""),
  );
  const line = input.locale === "zh" ? "已修正页面中的问题：" : "Here is the corrected page:";
  return `${line}\n\n\`\`\`html\n${fixed}\n\`\`\``;
};
