"use client";
/** The `research` kind on the client: the research viewer (progress while a round runs, then the report). */
import { Telescope } from "lucide-react";
import { houseIcon } from "@/components/ui/icons";
import type { ClientArtifact } from "../types";
import { lazyComposer, lazyViewer } from "../lazy";
import { researchKind } from "@/lib/contracts/kinds";
import { applyResearchEvent } from "./apply-event";

const ResearchIcon = houseIcon(Telescope, "ResearchIcon");

export const researchClientArtifact: ClientArtifact = {
  kind: researchKind,
  tint: "bg-indigo-50 text-indigo-600",
  Icon: ResearchIcon,
  Viewer: lazyViewer(() => import("./research-viewer")),
  Composer: lazyComposer(() =>
    import("./clarification-composer").then((m) => m.ResearchClarificationComposer),
  ),
  onEvent: applyResearchEvent,
};
