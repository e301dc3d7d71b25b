/** The Offline model's test-case writer (from the chat's PRD, or from the prompt). */
import { testCasesWriter } from "../../ai/offline/test_case/test-cases-writer";
import { offlineTask } from "../../ai/offline/writers";

export const TEST_CASES_TASK = offlineTask("test_cases", testCasesWriter);
