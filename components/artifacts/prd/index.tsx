"use client";
/**
 * The `prd` kind on the client: the PRD viewer/editor (loaded when first shown: TipTap and the
 * markdown toolchain stay out of the workspace's first load) and the PRD mode's template picker.
 */
import dynamic from "next/dynamic";
import type { ClientArtifact, ViewerProps } from "../types";
import { ViewerLoading } from "../shared/viewer-loading";
import { PrdTemplateComposer } from "./template-composer";

function DocumentIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </svg>
  );
}

const PrdViewer = dynamic<ViewerProps>(() => import("./prd-viewer"), { ssr: false, loading: () => <ViewerLoading /> });

export const prdClientArtifact: ClientArtifact = {
  kind: "prd",
  viewer: "prd",
  Icon: DocumentIcon,
  Viewer: PrdViewer,
  Composer: PrdTemplateComposer,
};
