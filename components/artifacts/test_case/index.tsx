"use client";
/** The `test_case` kind on the client: the test-case table (loaded when first shown). */
import dynamic from "next/dynamic";
import type { ClientArtifact, ViewerProps } from "../types";
import { ViewerLoading } from "../shared/viewer-loading";

function ChecklistIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden>
      <path d="M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2" />
    </svg>
  );
}

const TestCaseViewer = dynamic<ViewerProps>(() => import("./test-case-viewer"), { ssr: false, loading: () => <ViewerLoading /> });

export const testCaseClientArtifact: ClientArtifact = { kind: "test_case", viewer: "test_case", Icon: ChecklistIcon, Viewer: TestCaseViewer };
