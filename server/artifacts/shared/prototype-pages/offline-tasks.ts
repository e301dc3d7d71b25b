/** The Offline model's page writers, named by both prototype kinds: a page, its fix, one element changed. */
import { offlineTask } from "@/server/ai/offline/writers";
import { prototypeElement } from "@/server/artifacts/shared/prototype-pages/offline/prototype-element";
import { prototypeFix } from "@/server/artifacts/shared/prototype-pages/offline/prototype-fix";
import { prototypePage } from "@/server/artifacts/shared/prototype-pages/offline/prototype-page";

export const PAGE_TASK = offlineTask("prototype_page", prototypePage);
export const PAGE_FIX_TASK = offlineTask("prototype_fix", prototypeFix);
export const ELEMENT_TASK = offlineTask("prototype_element", prototypeElement);

export const PAGE_OFFLINE_TASKS = [PAGE_TASK, PAGE_FIX_TASK, ELEMENT_TASK] as const;
