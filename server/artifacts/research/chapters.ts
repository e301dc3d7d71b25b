/** The chapters a report is written in, by report type (their titles come from the messages). */
import { translate, type Locale } from "../../i18n/api-messages";
import type { ResearchReportType } from "@/lib/contracts/research";

export const CHAPTER_KEYS: Record<ResearchReportType, readonly string[]> = {
  deep: ["background", "findings", "analysis", "outlook"],
  competitor: ["overview", "matrix", "strengths", "positioning", "recommendations"],
};

export type PlannedChapter = { index: number; key: string; title: string };

export function planChapters(type: ResearchReportType, locale: Locale): PlannedChapter[] {
  return CHAPTER_KEYS[type].map((key, index) => ({
    index,
    key,
    title: translate(locale, `research.chapters.${key}`),
  }));
}
