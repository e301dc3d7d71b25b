"use client";
/**
 * The `prd` kind on the client: the PRD viewer/editor (TipTap and the markdown toolchain) and the
 * PRD mode's template picker, both loaded when first shown.
 */
import type { ClientArtifact } from "../types";
import { lazyComposer, lazyViewer } from "../lazy";
import { prdKind } from "@/lib/contracts/kinds";

function DocumentIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </svg>
  );
}

export const prdClientArtifact: ClientArtifact = {
  kind: prdKind,
  Icon: DocumentIcon,
  Viewer: lazyViewer(() => import("./prd-viewer")),
  Composer: lazyComposer(() => import("./template-composer").then((m) => m.PrdTemplateComposer)),
  tint: "bg-blue-50 text-blue-600",
};
