"use client";
/**
 * The `mult_prototype` kind on the client: the prototype studio with its page directory (links
 * between pages switch pages inside the preview), and the same composer part.
 */
import dynamic from "next/dynamic";
import type { ClientArtifact, ViewerProps } from "../types";
import { PagesIcon } from "../prototype/icons";
import { PrototypeComposer } from "../prototype/composer/prototype-composer";

const PrototypeStudio = dynamic(() => import("../prototype/viewer/prototype-studio").then((m) => m.PrototypeStudio), {
  ssr: false,
  loading: () => <div className="h-full animate-pulse bg-slate-100" />,
});

function MultPrototypeViewer(props: ViewerProps) {
  return <PrototypeStudio {...props} kind="mult_prototype" />;
}

export const multPrototypeClientArtifact: ClientArtifact = {
  kind: "mult_prototype",
  viewer: "mult_prototype",
  Icon: PagesIcon,
  Viewer: MultPrototypeViewer,
  Composer: PrototypeComposer,
};
