"use client";
/**
 * The `prd` kind on the client: the PRD viewer/editor (TipTap and the markdown toolchain) and the
 * PRD mode's template picker, both loaded when first shown.
 */
import { FileText } from "lucide-react";
import { houseIcon } from "@/components/ui/icons";
import type { ClientArtifact } from "../types";
import { lazyComposer, lazyViewer } from "../lazy";
import { prdKind } from "@/lib/contracts/kinds";

/** The kind's one icon: its tabs, version picker, space items, mode menu and feature card. */
const DocumentIcon = houseIcon(FileText, "DocumentIcon");

export const prdClientArtifact: ClientArtifact = {
  kind: prdKind,
  Icon: DocumentIcon,
  Viewer: lazyViewer(() => import("./prd-viewer")),
  Composer: lazyComposer(() => import("./template-composer").then((m) => m.PrdTemplateComposer)),
  tint: "bg-blue-50 text-blue-600",
};
