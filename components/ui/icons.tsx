/**
 * The workspace's line icons: lucide's, in one house style (1.8 stroke, currentColor, 16 px
 * unless the caller sizes them), under the names the workspace uses. Decorative: the control
 * they sit in carries the name.
 */
import {
  ArrowLeft,
  ArrowUp,
  BookOpen,
  Brain,
  Check,
  CodeXml,
  Columns2,
  ChevronDown,
  ChevronRight,
  Copy,
  Download,
  Ellipsis,
  ExternalLink,
  File,
  Folder,
  Gift,
  Globe,
  Info,
  Keyboard,
  LayoutGrid,
  LayoutTemplate,
  Library,
  LogOut,
  Maximize,
  Menu,
  MessageSquare,
  Minus,
  PanelLeft,
  Paperclip,
  Pencil,
  Plus,
  RefreshCw,
  Rows3,
  Search,
  Settings,
  Sparkles,
  Square,
  SquarePen,
  Star,
  ThumbsDown,
  ThumbsUp,
  Trash,
  TriangleExclamationPoint,
  User,
  X,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";

export type IconProps = LucideProps;

/** A lucide icon in the house style (other icon sets of the workspace are made with it). */
export function houseIcon(Icon: LucideIcon, displayName: string, style: LucideProps = {}) {
  const HouseIcon = ({ className = "h-4 w-4", ...props }: IconProps) => (
    <Icon strokeWidth={1.8} aria-hidden className={className} {...style} {...props} />
  );
  HouseIcon.displayName = displayName;
  return HouseIcon;
}

export const PlusIcon = houseIcon(Plus, "PlusIcon");
export const NewChatIcon = houseIcon(SquarePen, "NewChatIcon");
export const MenuIcon = houseIcon(Menu, "MenuIcon");
export const CloseIcon = houseIcon(X, "CloseIcon");
export const ChevronDownIcon = houseIcon(ChevronDown, "ChevronDownIcon");
export const ChevronRightIcon = houseIcon(ChevronRight, "ChevronRightIcon");
export const ArrowLeftIcon = houseIcon(ArrowLeft, "ArrowLeftIcon");
export const ArrowUpIcon = houseIcon(ArrowUp, "ArrowUpIcon");
/** A filled square, smaller than the box it sits in (the stop button). */
export const StopIcon = houseIcon(Square, "StopIcon", {
  fill: "currentColor",
  strokeWidth: 0,
  viewBox: "-9.6 -9.6 43.2 43.2",
});
export const StarIcon = houseIcon(Star, "StarIcon");
export const StarFilledIcon = houseIcon(Star, "StarFilledIcon", { fill: "currentColor" });
export const MoreIcon = houseIcon(Ellipsis, "MoreIcon");
export const PencilIcon = houseIcon(Pencil, "PencilIcon");
export const TrashIcon = houseIcon(Trash, "TrashIcon");
export const LibraryIcon = houseIcon(Library, "LibraryIcon");
export const SettingsIcon = houseIcon(Settings, "SettingsIcon");
export const TemplateIcon = houseIcon(LayoutTemplate, "TemplateIcon");
export const BookIcon = houseIcon(BookOpen, "BookIcon");
export const InfoIcon = houseIcon(Info, "InfoIcon");
export const FeedbackIcon = houseIcon(MessageSquare, "FeedbackIcon");
export const GlobeIcon = houseIcon(Globe, "GlobeIcon");
export const GiftIcon = houseIcon(Gift, "GiftIcon");
export const LogoutIcon = houseIcon(LogOut, "LogoutIcon");
export const UserIcon = houseIcon(User, "UserIcon");
export const PaperclipIcon = houseIcon(Paperclip, "PaperclipIcon");
export const SparklesIcon = houseIcon(Sparkles, "SparklesIcon");
export const CopyIcon = houseIcon(Copy, "CopyIcon");
export const CheckIcon = houseIcon(Check, "CheckIcon");
export const ThumbUpIcon = houseIcon(ThumbsUp, "ThumbUpIcon");
export const ThumbDownIcon = houseIcon(ThumbsDown, "ThumbDownIcon");
export const BrainIcon = houseIcon(Brain, "BrainIcon");
export const SearchIcon = houseIcon(Search, "SearchIcon");
export const FileIcon = houseIcon(File, "FileIcon");
export const SidebarIcon = houseIcon(PanelLeft, "SidebarIcon");
export const KeyboardIcon = houseIcon(Keyboard, "KeyboardIcon");
export const AlertIcon = houseIcon(TriangleExclamationPoint, "AlertIcon");
export const RefreshIcon = houseIcon(RefreshCw, "RefreshIcon");
export const ExternalIcon = houseIcon(ExternalLink, "ExternalIcon");
export const DownloadIcon = houseIcon(Download, "DownloadIcon");
export const CodeIcon = houseIcon(CodeXml, "CodeIcon");
export const CompareIcon = houseIcon(Columns2, "CompareIcon");
export const MinusIcon = houseIcon(Minus, "MinusIcon");
/** Four corners: fit to the frame, or show larger. */
export const FitIcon = houseIcon(Maximize, "FitIcon");
export const FolderIcon = houseIcon(Folder, "FolderIcon");
export const GridIcon = houseIcon(LayoutGrid, "GridIcon");
export const RowsIcon = houseIcon(Rows3, "RowsIcon");
