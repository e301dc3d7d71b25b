/** The shapes the offline prototype writers build pages from. */
import type { DesignType } from "@/lib/contracts/artifacts";
import type { Theme } from "../screen";

export type PageKind = "login" | "dashboard" | "landing" | "product" | "settings" | "onboarding";
export type Lang = "en" | "zh";

export type Feature = { icon: string; title: string; body: string };
export type Metric = { icon: string; label: string; value: string; delta: string; up: boolean };
export type Plan = { name: string; price: string; period: string; features: string[]; highlight?: boolean };
export type Toggle = { label: string; desc: string; on: boolean };

/** Everything a page needs to talk about one domain in one language. */
export type ContentPack = {
  brand: string;
  /** What the product is, e.g. "fitness tracking app". */
  product: string;
  tagline: string;
  hero: { title: string; subtitle: string; cta: string; secondary: string };
  features: Feature[];
  steps: { title: string; body: string }[];
  metrics: Metric[];
  chart: { title: string; unit: string; labels: string[]; series: number[]; compare: number[] };
  table: { title: string; columns: string[]; rows: string[][] };
  activity: { title: string; items: { title: string; meta: string; value: string }[] };
  nav: { icon: string; label: string }[];
  plans: Plan[];
  testimonial: { quote: string; name: string; role: string };
  goals: { title: string; options: string[] };
  onboarding: { icon: string; title: string; body: string }[];
  notifications: Toggle[];
  user: { name: string; email: string; role: string };
};

export type ProductInfo = {
  name: string;
  category: string;
  price: string;
  was: string;
  rating: number;
  reviews: number;
  colors: { name: string; hex: string }[];
  /** What the swatches choose when it is not a colour (a variety of grape, a roast). */
  colorLabel?: string;
  options: { label: string; values: string[] };
  bullets: string[];
  specs: [string, string][];
  reviewList: { name: string; rating: number; title: string; body: string }[];
  related: { name: string; price: string }[];
  /** The shop that sells it, when the product implies one (a grocery for fresh fruit). */
  store?: string;
};

export type PageRequest = {
  kind: PageKind;
  device: DesignType;
  lang: Lang;
  pack: ContentPack;
  product: ProductInfo;
  /** The style's palette and scale (server/html/styles.ts). */
  theme: Theme;
  /** Richer pages for the "deep design" option. */
  deep: boolean;
  /** Deals the prompt asked for: a group-buy card, a countdown to the end of the offer. */
  deals?: { groupBuy: boolean; countdown: boolean };
  /** Multi-page sets: the other pages to link to (file name + label) and this page's file. */
  links?: { file: string; label: string; current: boolean }[];
};

export type { Theme } from "../screen";
