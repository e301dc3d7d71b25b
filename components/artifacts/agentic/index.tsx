"use client";
/** The `agentic` kind on the client: the lite-app viewer (plan, files and build while a round runs; then preview, code, versions, deploy). */
import { Zap } from "lucide-react";
import { houseIcon } from "@/components/ui/icons";
import type { ClientArtifact } from "../types";
import { lazyComposer, lazyPage, lazyViewer } from "../lazy";
import { agenticKind } from "@/lib/contracts/kinds";
import { applyLiteAppEvent } from "./apply-event";
import { liteAppStart } from "./round-start";

const LiteAppIcon = houseIcon(Zap, "LiteAppIcon");

export const agenticClientArtifact: ClientArtifact = {
  kind: agenticKind,
  tint: "bg-amber-50 text-amber-600",
  Icon: LiteAppIcon,
  Viewer: lazyViewer(() => import("./agentic-viewer")),
  Composer: lazyComposer(() => import("./lite-app-composer").then((m) => m.LiteAppComposer)),
  onEvent: applyLiteAppEvent,
  start: liteAppStart,
  pages: { admin: lazyPage(() => import("./deploy/lite-admin").then((m) => m.LiteAdmin)) },
};
