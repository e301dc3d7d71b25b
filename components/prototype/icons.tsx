/**
 * The prototype studio's icons: lucide's, in the workspace's house style (components/ui/icons),
 * plus the workspace icons it shares. Decorative: buttons carry an aria-label.
 */
import {
  AppWindow,
  CircleQuestionMark,
  Files,
  Image,
  Layers,
  LayoutGrid,
  Maximize2,
  MessageSquare,
  Minimize2,
  Monitor,
  MousePointer2,
  Palette,
  Redo2,
  Save,
  Share2,
  Smartphone,
  Tablet,
  Undo2,
} from "lucide-react";
import { houseIcon } from "@/components/ui/icons";

export {
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  CodeIcon,
  CopyIcon,
  DownloadIcon,
  ExternalIcon,
  PlusIcon,
  RefreshIcon,
  SparklesIcon,
  TrashIcon,
} from "@/components/ui/icons";

export const PrototypeIcon = houseIcon(AppWindow, "PrototypeIcon");
export const PagesIcon = houseIcon(Files, "PagesIcon");
export const MonitorIcon = houseIcon(Monitor, "MonitorIcon");
export const TabletIcon = houseIcon(Tablet, "TabletIcon");
export const PhoneIcon = houseIcon(Smartphone, "PhoneIcon");
export const CursorIcon = houseIcon(MousePointer2, "CursorIcon");
export const UndoIcon = houseIcon(Undo2, "UndoIcon");
export const RedoIcon = houseIcon(Redo2, "RedoIcon");
export const ExpandIcon = houseIcon(Maximize2, "ExpandIcon");
export const CollapseIcon = houseIcon(Minimize2, "CollapseIcon");
export const ImageIcon = houseIcon(Image, "ImageIcon");
export const ShareIcon = houseIcon(Share2, "ShareIcon");
export const LayersIcon = houseIcon(Layers, "LayersIcon");
export const HelpIcon = houseIcon(CircleQuestionMark, "HelpIcon");
export const SaveIcon = houseIcon(Save, "SaveIcon");
export const ChatIcon = houseIcon(MessageSquare, "ChatIcon");
export const PaletteIcon = houseIcon(Palette, "PaletteIcon");
export const TemplateIcon = houseIcon(LayoutGrid, "TemplateIcon");
