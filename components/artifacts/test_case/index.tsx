"use client";
/** The `test_case` kind on the client: the test-case table (loaded when first shown). */
import { ClipboardCheck } from "lucide-react";
import { houseIcon } from "@/components/ui/icons";
import type { ClientArtifact } from "../types";
import { lazyViewer } from "../lazy";
import { testCaseKind } from "@/lib/contracts/kinds";

/** The kind's one icon: its tabs, version picker, space items, mode menu and feature card. */
const ChecklistIcon = houseIcon(ClipboardCheck, "ChecklistIcon");

export const testCaseClientArtifact: ClientArtifact = {
  kind: testCaseKind,
  tint: "bg-emerald-50 text-emerald-600",
  Icon: ChecklistIcon,
  Viewer: lazyViewer(() => import("./test-case-viewer")),
};
