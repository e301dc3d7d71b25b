/** The Offline model's PRD writers: a whole document, one section rewritten, one chart redrawn. */
import { prdChartWriter } from "./offline/prd-chart-writer";
import { prdSectionWriter } from "./offline/prd-section-writer";
import { prdWriter } from "./offline/prd-writer";
import { offlineTask } from "../../ai/offline/writers";
import { prdKind } from "@/lib/contracts/kinds";

// The whole-document writer answers under the mode's name (the Offline model's default task).
export const PRD_TASK = offlineTask(prdKind.mode, prdWriter);
export const PRD_SECTION_TASK = offlineTask("prd_section", prdSectionWriter);
export const PRD_CHART_TASK = offlineTask("prd_chart", prdChartWriter);
