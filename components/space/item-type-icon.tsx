"use client";
/** The icon of a space item's type: an artifact kind's own icon, a clip for attachments, a book for knowledge. */
import { clientArtifact } from "@/components/artifacts/registry";
import { BookIcon, PaperclipIcon } from "@/components/ui/icons";
import { isSpaceArtifactKind, type SpaceItemType } from "@/lib/contracts/space-item-types";

/** The tints of the two item types that are not artifact kinds (each kind carries its own). */
const TINT = {
  attachment: "bg-slate-100 text-slate-600",
  knowledge: "bg-brand-50 text-brand-600",
} as const;

const NEUTRAL = "bg-slate-100 text-slate-600";

export function ItemTypeIcon({ type, size = "md" }: { type: SpaceItemType; size?: "sm" | "md" }) {
  const kind = isSpaceArtifactKind(type) ? clientArtifact(type) : null;
  const Icon = kind ? kind.Icon : type === "attachment" ? PaperclipIcon : BookIcon;
  const tint = (kind ? kind.tint : TINT[type as keyof typeof TINT]) ?? NEUTRAL;
  const box = size === "sm" ? "h-6 w-6 rounded-md" : "h-8 w-8 rounded-lg";
  return (
    <span className={`grid shrink-0 place-items-center ${box} ${tint}`} aria-hidden="true">
      <Icon className={size === "sm" ? "h-3.5 w-3.5" : "h-4 w-4"} />
    </span>
  );
}
