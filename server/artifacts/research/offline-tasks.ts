/** The Offline model's research writer, registered with the kind. */
import { offlineTask } from "../../ai/offline/writers";
import { researchKind } from "@/lib/contracts/kinds";
import { researchChapterWriter } from "./offline-writer";

export const RESEARCH_CHAPTER_TASK = offlineTask(`${researchKind.id}_chapter`, researchChapterWriter);
