/** The Offline model's page planner: which pages a set has (the pages themselves are the shared page writer's). */
import { offlineTask } from "@/server/ai/offline/writers";
import { planPages } from "@/server/artifacts/mult_prototype/offline/plan-pages";

export const PAGE_PLAN_TASK = offlineTask("prototype_pages", planPages);
