/**
 * The public pages' icons: lucide's, sized by the caller (width/height), in the 1.8 stroke of the
 * workspace's house style (components/ui/icons). Decorative: the text next to them carries the
 * meaning. Only the brand mark below is drawn by hand.
 */
import type { SVGProps } from "react";
import {
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  Cpu,
  FileText,
  History,
  Library,
  ListChecks,
  Mail,
  Menu,
  MessageCircle,
  Monitor,
  MonitorSmartphone,
  MousePointer2,
  Rocket,
  Share2,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Workflow,
  ZoomIn,
  type LucideIcon,
} from "lucide-react";

type IconProps = SVGProps<SVGSVGElement>;

function landingIcon(Icon: LucideIcon, displayName: string) {
  const LandingIcon = (props: IconProps) => (
    <Icon strokeWidth={1.8} aria-hidden="true" focusable="false" {...props} />
  );
  LandingIcon.displayName = displayName;
  return LandingIcon;
}

export const DocumentIcon = landingIcon(FileText, "DocumentIcon");
export const ChecklistIcon = landingIcon(ListChecks, "ChecklistIcon");
export const DevicesIcon = landingIcon(MonitorSmartphone, "DevicesIcon");
export const FlowIcon = landingIcon(Workflow, "FlowIcon");
export const ResearchIcon = landingIcon(ZoomIn, "ResearchIcon");
export const RocketIcon = landingIcon(Rocket, "RocketIcon");
export const LibraryIcon = landingIcon(Library, "LibraryIcon");
export const ShareIcon = landingIcon(Share2, "ShareIcon");
export const ChatIcon = landingIcon(MessageCircle, "ChatIcon");
export const SparkIcon = landingIcon(Sparkles, "SparkIcon");
export const CursorIcon = landingIcon(MousePointer2, "CursorIcon");
export const ArrowRightIcon = landingIcon(ArrowRight, "ArrowRightIcon");
export const ArrowLeftIcon = landingIcon(ArrowLeft, "ArrowLeftIcon");
export const ArrowUpIcon = landingIcon(ArrowUp, "ArrowUpIcon");
export const MenuIcon = landingIcon(Menu, "MenuIcon");
export const MonitorIcon = landingIcon(Monitor, "MonitorIcon");
export const PhoneIcon = landingIcon(Smartphone, "PhoneIcon");
export const ShieldIcon = landingIcon(ShieldCheck, "ShieldIcon");
export const HistoryIcon = landingIcon(History, "HistoryIcon");
export const OfflineIcon = landingIcon(Cpu, "OfflineIcon");
export const MailIcon = landingIcon(Mail, "MailIcon");

/** The product mark: a speech bubble turning into a layout. */
export function LogoMark(p: IconProps) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...p}>
      <rect width="32" height="32" rx="9" fill="#3b53e6" />
      <path
        d="M9 9.5h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-7l-4.5 3.5V21.5H9a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2z"
        fill="#fff"
      />
      <path d="M10.5 13h5M10.5 16.5h11" stroke="#3b53e6" strokeWidth="1.8" strokeLinecap="round" />
      <rect x="17.5" y="12" width="4" height="2.2" rx="1" fill="#93a5ff" />
    </svg>
  );
}
