/**
 * A screen before it is HTML: what kind of page it is, its brand and title, the blocks it shows
 * in order (each named by the user where they named it), its navigation and its main action.
 */
import type { DesignType } from "@/lib/contracts/artifacts";

export type Lang = "en" | "zh";

export type PageKind =
  | "landing"
  | "dashboard"
  | "form"
  | "auth"
  | "list"
  | "detail"
  | "profile"
  | "settings"
  | "onboarding"
  | "help"
  | "messages"
  | "home";

export type BlockKind =
  | "hero"
  | "stats"
  | "chart"
  | "table"
  | "cards"
  | "items"
  | "choice"
  | "status"
  | "people"
  | "form"
  | "slots"
  | "timeline"
  | "filters"
  | "faq"
  | "plans"
  | "gallery"
  | "steps"
  | "summary"
  | "rules"
  | "search"
  | "progress"
  | "quiz"
  | "reviews"
  | "location"
  | "tasks"
  | "badges"
  | "messages"
  | "features"
  | "media"
  | "facts"
  | "controls"
  | "cta";

export type FieldType =
  | "text"
  | "email"
  | "tel"
  | "date"
  | "time"
  | "number"
  | "select"
  | "textarea"
  | "file"
  | "password"
  | "search";

export type Field = {
  label: string;
  type: FieldType;
  options?: string[];
  required: boolean;
  placeholder?: string;
};

/** What a button does: go to another page of the set, jump to a section, or confirm with a message. */
export type Action = { label: string; href?: string; toast?: string };

export type Block = {
  kind: BlockKind;
  title: string;
  /** The id its section carries (navigation links point here). */
  anchor: string;
  /** What the block lists ("therapist", "article", "运单"), for its sample data. */
  noun: string;
  fields?: Field[];
  action?: Action;
  /** Named by the user (kept first and in order) or added because the page needs it. */
  named: boolean;
  /** Beside a form's fields: a box to tick or a link ("Remember me", "Forgot password?"). */
  extras?: { type: "check" | "link"; label: string }[];
  /** Its members as the user named them ("a pricing section with free and pro plans" → Free, Pro). */
  members?: string[];
  /**
   * The options the user listed for it ("service (bath, haircut, nail trim)" → Bath, Haircut, Nail
   * trim; a filter's choices): its items, one each, instead of sample ones.
   */
  options?: string[];
};

export type NavItem = { label: string; href: string; current: boolean; icon: string };

export type Screen = {
  lang: Lang;
  device: DesignType;
  brand: string;
  /** What the product is ("physiotherapy clinic booking"), for copy. */
  product: string;
  kind: PageKind;
  title: string;
  subtitle: string;
  blocks: Block[];
  nav: NavItem[];
  /** The page's main call to action. */
  primary: Action;
  /** The user named the main action ("…和续借按钮"): it is shown on every kind of page. */
  primaryNamed?: boolean;
  /** Statuses the request named ("待发货、配送中、已完成"), used for filters and badges. */
  states: string[];
  /** Layout variant and data seed, from the subject: different requests look different. */
  variant: number;
  seed: number;
  deep: boolean;
  /** Multi-page sets: this page's file and the set's pages. */
  file?: string;
};

/** The chosen style's palette and scale (server/html/styles.ts), as the page's named colours. */
export type Theme = {
  primary: string;
  onPrimary: string;
  accent: string;
  canvas: string;
  surface: string;
  ink: string;
  muted: string;
  line: string;
  soft: string;
  radius: string;
  font: string;
  dark: boolean;
  scale: { display: number; h1: number; h2: number; body: number; small: number };
};
