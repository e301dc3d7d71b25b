/** Typed emitters of the research status events (payloads from lib/contracts/research.ts). */
import type { Emit } from "../../engine/generation";
import type {
  ResearchEventPayload,
  ResearchEventType,
  ResearchStep,
  ResearchStepId,
  ResearchStepState,
} from "@/lib/contracts/research";

export function emitResearch<T extends ResearchEventType>(
  emit: Emit,
  type: T,
  payload: ResearchEventPayload<T>,
): void {
  emit({ type, ...payload } as Parameters<Emit>[0]);
}

/** The plan's steps, kept in step with what has been announced. */
export class StepTracker {
  constructor(
    private readonly emit: Emit,
    readonly steps: ResearchStep[],
  ) {}

  set(step: ResearchStepId, state: ResearchStepState): void {
    const found = this.steps.find((s) => s.id === step);
    if (!found || found.state === state) return;
    found.state = state;
    emitResearch(this.emit, "research_steps_update", { step, state });
  }
}
