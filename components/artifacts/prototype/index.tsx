"use client";
/** The `prototype` kind on the client: its viewer/editor (loaded on first use) and composer part. */
import dynamic from "next/dynamic";
import type { ClientArtifact, ViewerProps } from "../types";
import { PrototypeIcon } from "./icons";
import { PrototypeComposer } from "./composer/prototype-composer";

const PrototypeStudio = dynamic(() => import("./viewer/prototype-studio").then((m) => m.PrototypeStudio), {
  ssr: false,
  loading: () => <div className="h-full animate-pulse bg-slate-100" />,
});

function PrototypeViewer(props: ViewerProps) {
  return <PrototypeStudio {...props} kind="prototype" />;
}

export const prototypeClientArtifact: ClientArtifact = {
  kind: "prototype",
  viewer: "prototype",
  Icon: PrototypeIcon,
  Viewer: PrototypeViewer,
  Composer: PrototypeComposer,
};
