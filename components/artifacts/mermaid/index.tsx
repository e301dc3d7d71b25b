"use client";
/** The `mermaid` kind on the client: the flowchart viewer (mermaid and CodeMirror load with it, when first shown). */
import type { ClientArtifact } from "../types";
import { lazyViewer } from "../lazy";
import { mermaidKind } from "@/lib/contracts/kinds";

function FlowIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden>
      <rect x="3" y="3" width="7" height="5" rx="1" />
      <rect x="14" y="16" width="7" height="5" rx="1" />
      <path d="M6.5 8v5.5h11V16" />
    </svg>
  );
}

export const mermaidClientArtifact: ClientArtifact = { kind: mermaidKind, tint: "bg-amber-50 text-amber-600", Icon: FlowIcon, Viewer: lazyViewer(() => import("./mermaid-viewer")) };
