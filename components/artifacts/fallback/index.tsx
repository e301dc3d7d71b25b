"use client";
/** The viewer of a kind that has no folder of its own yet: its content as plain text. */
import type { KindDefinition } from "@/lib/contracts/artifacts";
import type { ClientArtifact, ViewerProps } from "../types";

function FileIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className={className} aria-hidden>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
    </svg>
  );
}

function PlainViewer({ version, partial }: ViewerProps) {
  const text = partial ?? version?.content ?? "";
  return <pre className="h-full overflow-auto whitespace-pre-wrap break-words p-4 font-mono text-xs text-ink-700">{text}</pre>;
}

export function fallbackArtifact(kind: KindDefinition): ClientArtifact {
  return { kind, Icon: FileIcon, Viewer: PlainViewer };
}
