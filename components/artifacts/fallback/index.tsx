"use client";
/** The viewer of a kind that has no folder of its own yet: its content as plain text. */
import type { KindDefinition } from "@/lib/contracts/artifacts";
import { FileIcon } from "@/components/ui/icons";
import type { ClientArtifact, ViewerProps } from "../types";

function PlainViewer({ version, partial }: ViewerProps) {
  const text = partial ?? version?.content ?? "";
  return (
    <pre className="h-full overflow-auto whitespace-pre-wrap break-words p-4 font-mono text-xs text-ink-700">
      {text}
    </pre>
  );
}

export function fallbackArtifact(kind: KindDefinition): ClientArtifact {
  return { kind, Icon: FileIcon, Viewer: PlainViewer };
}
