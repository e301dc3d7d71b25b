"use client";
/**
 * The viewer's first-run tour (spec §2 "header tour: edit panel, smart-editing chat input"): a
 * few cards pointing at the controls, shown once per browser and again from the help button.
 * The shared guided tour draws it (inside the phone's viewer sheet when that is open).
 */
import { GuidedTour, tourSeen as seen, type TourStep } from "@/components/ui/guided-tour";

const SEEN_KEY = "vs.prototype-tour.v1";

/** Steps in order: each points at an element found by this selector (skipped when absent or hidden). */
const STEPS: readonly TourStep[] = [
  { key: "edit", selector: '[data-tour="edit"]' },
  { key: "chat", selector: '[data-testid="chat-input"]' },
  { key: "share", selector: '[data-tour="share"]' },
];

export function tourSeen(): boolean {
  return seen(SEEN_KEY);
}

export function ViewerTour({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <GuidedTour
      open={open}
      onClose={onClose}
      steps={STEPS}
      namespace="prototype.tour"
      seenKey={SEEN_KEY}
      testId="viewer-tour"
    />
  );
}
