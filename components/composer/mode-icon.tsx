/**
 * A chat mode's small icon (pickers, feature cards): a kind's mode shows the kind's one icon (its
 * client definition's `Icon`), the plain chat a speech bubble.
 */
import { MessageSquare } from "lucide-react";
import { kindOfMode, type ChatMode } from "@/lib/contracts/modes";
import { houseIcon } from "@/components/ui/icons";
import { clientArtifact } from "@/components/artifacts/registry";

const ChatIcon = houseIcon(MessageSquare, "ChatIcon");

export function ModeIcon({ mode, className = "h-4 w-4" }: { mode: ChatMode; className?: string }) {
  const kind = kindOfMode(mode);
  const Icon = kind ? clientArtifact(kind.id).Icon : ChatIcon;
  return <Icon className={className} />;
}
