/** The Offline model's test-case writer (from the chat's PRD, or from the prompt). */
import { testCasesWriter } from "./offline/test-cases-writer";
import { offlineTask } from "../../ai/offline/writers";

export const TEST_CASES_TASK = offlineTask("test_cases", testCasesWriter);
