"use client";
/** The `mermaid` kind on the client: the flowchart viewer (mermaid and CodeMirror load with it, when first shown). */
import { Workflow } from "lucide-react";
import { houseIcon } from "@/components/ui/icons";
import type { ClientArtifact } from "../types";
import { lazyViewer } from "../lazy";
import { mermaidKind } from "@/lib/contracts/kinds";

/** The kind's one icon: its tabs, version picker, space items, mode menu and feature card. */
const FlowIcon = houseIcon(Workflow, "FlowIcon");

export const mermaidClientArtifact: ClientArtifact = {
  kind: mermaidKind,
  tint: "bg-amber-50 text-amber-600",
  Icon: FlowIcon,
  Viewer: lazyViewer(() => import("./mermaid-viewer")),
};
