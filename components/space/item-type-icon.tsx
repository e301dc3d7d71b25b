"use client";
/** The icon of a space item's type: an artifact kind's own icon, a clip for attachments, a book for knowledge. */
import { clientArtifact } from "@/components/artifacts/registry";
import { BookIcon, PaperclipIcon } from "@/components/ui/icons";
import { isSpaceArtifactKind, type SpaceItemType } from "@/lib/contracts/space-items";

/**
 * Each type's tint, so a glance at a list tells documents, pages and files apart. A kind added
 * later gets the neutral tint until it is given one here.
 */
const TINT: Partial<Record<SpaceItemType, string>> = {
  attachment: "bg-slate-100 text-slate-600",
  prd: "bg-blue-50 text-blue-600",
  test_case: "bg-emerald-50 text-emerald-600",
  prototype: "bg-violet-50 text-violet-600",
  mult_prototype: "bg-fuchsia-50 text-fuchsia-600",
  mermaid: "bg-amber-50 text-amber-600",
  research: "bg-cyan-50 text-cyan-700",
  picture: "bg-rose-50 text-rose-600",
  knowledge: "bg-brand-50 text-brand-600",
};

const NEUTRAL = "bg-slate-100 text-slate-600";

export function ItemTypeIcon({ type, size = "md" }: { type: SpaceItemType; size?: "sm" | "md" }) {
  const Icon = isSpaceArtifactKind(type) ? clientArtifact(type).Icon : type === "attachment" ? PaperclipIcon : BookIcon;
  const box = size === "sm" ? "h-6 w-6 rounded-md" : "h-8 w-8 rounded-lg";
  return (
    <span className={`grid shrink-0 place-items-center ${box} ${TINT[type] ?? NEUTRAL}`} aria-hidden="true">
      <Icon className={size === "sm" ? "h-3.5 w-3.5" : "h-4 w-4"} />
    </span>
  );
}
