/** What a research status event does to the chat's research progress (./progress-store.ts). */
import { researchEventPayloads, type ResearchEventType } from "@/lib/contracts/research";
import type { StreamEvent } from "@/lib/contracts/stream-events";
import { EMPTY_PROGRESS, useResearchProgressStore } from "./progress-store";
import { useChatStore } from "@/lib/stores/chat-store";
import { researchKind } from "@/lib/contracts/kinds";

function isResearchEvent(event: StreamEvent): event is StreamEvent & { type: ResearchEventType } {
  return event.type in researchEventPayloads;
}

/** Applies the event when it is a research event; says whether it was one. */
export function applyResearchEvent(chatId: string, event: StreamEvent): boolean {
  if (!isResearchEvent(event)) return false;
  const { patch } = useResearchProgressStore.getState();
  switch (event.type) {
    case "research_steps": {
      const parsed = researchEventPayloads.research_steps.safeParse(event);
      if (parsed.success)
        patch(chatId, () => ({
          ...EMPTY_PROGRESS,
          steps: parsed.data.steps,
          chapters: parsed.data.chapters,
        }));
      // The research viewer opens with the plan: the progress is shown before any chapter.
      useChatStore.getState().patch(chatId, { activeViewer: researchKind.viewer });
      break;
    }
    case "research_steps_update": {
      const parsed = researchEventPayloads.research_steps_update.safeParse(event);
      if (parsed.success)
        patch(chatId, (s) => ({
          steps: s.steps.map((step) =>
            step.id === parsed.data.step ? { ...step, state: parsed.data.state } : step,
          ),
        }));
      break;
    }
    case "search": {
      const parsed = researchEventPayloads.search.safeParse(event);
      if (parsed.success) patch(chatId, () => ({ hits: parsed.data.hits.length }));
      break;
    }
    case "reading_progress": {
      const parsed = researchEventPayloads.reading_progress.safeParse(event);
      if (parsed.success)
        patch(chatId, () => ({ reading: { done: parsed.data.done, total: parsed.data.total } }));
      break;
    }
    case "chapter_writing": {
      const parsed = researchEventPayloads.chapter_writing.safeParse(event);
      if (parsed.success) patch(chatId, () => ({ writing: parsed.data.index }));
      break;
    }
    case "write_section": {
      const parsed = researchEventPayloads.write_section.safeParse(event);
      if (parsed.success)
        patch(chatId, (s) => ({ writing: null, written: [...s.written, parsed.data.index] }));
      break;
    }
    default:
      break;
  }
  return true;
}
