/** One small icon per chat mode (pickers, feature cards): lucide's, in the house style. */
import {
  ClipboardCheck,
  Files,
  FileText,
  Image,
  MessageSquare,
  Monitor,
  Workflow,
  Zap,
  ZoomIn,
  type LucideIcon,
} from "lucide-react";
import type { ChatMode } from "@/lib/contracts/modes";
import { houseIcon } from "@/components/ui/icons";

const LUCIDE: Record<ChatMode, LucideIcon> = {
  normal: MessageSquare,
  prd: FileText,
  test_case: ClipboardCheck,
  prototype: Monitor,
  mult_prototype: Files,
  mermaid: Workflow,
  research: ZoomIn,
  agentic: Zap,
  picture: Image,
};

const ICONS = Object.fromEntries(
  Object.entries(LUCIDE).map(([mode, icon]) => [mode, houseIcon(icon, `ModeIcon(${mode})`)]),
) as Record<ChatMode, ReturnType<typeof houseIcon>>;

export function ModeIcon({ mode, className = "h-4 w-4" }: { mode: ChatMode; className?: string }) {
  const Icon = ICONS[mode];
  return <Icon className={className} />;
}
