"use client";
/** The `test_case` kind on the client: the test-case table (loaded when first shown). */
import type { ClientArtifact } from "../types";
import { lazyViewer } from "../lazy";
import { testCaseKind } from "@/lib/contracts/kinds";

function ChecklistIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden>
      <path d="M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2" />
    </svg>
  );
}

export const testCaseClientArtifact: ClientArtifact = { kind: testCaseKind, tint: "bg-emerald-50 text-emerald-600", Icon: ChecklistIcon, Viewer: lazyViewer(() => import("./test-case-viewer")) };
