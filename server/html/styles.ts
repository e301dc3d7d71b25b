/**
 * The design styles a prototype can follow (`prototype_style_id`, GET /prototype/styles): a
 * palette, a corner radius, a font stack, a type scale and a mood. Generation prompts quote the
 * chosen style; the offline writers build their pages from it.
 */
import type { Locale } from "@/server/i18n/api-messages";
import type { PrototypeStyleDto } from "@/lib/contracts/prototype";

type Localized = { en: string; zh: string };

export type PrototypeStyle = Omit<PrototypeStyleDto, "name" | "description" | "mood"> & {
  name: Localized;
  description: Localized;
  mood: Localized;
  /** A light tint of the primary colour for soft backgrounds (badges, selected rows). */
  primarySoft: string;
  /** Whether text sits on a dark canvas (the page sets `color-scheme: dark`). */
  dark: boolean;
};

const SANS = 'Inter, "PingFang SC", "Microsoft YaHei", system-ui, -apple-system, "Segoe UI", sans-serif';

export const PROTOTYPE_STYLES: readonly PrototypeStyle[] = [
  {
    id: "clean-saas",
    name: { en: "Clean SaaS", zh: "简洁 SaaS" },
    description: {
      en: "Indigo accents on cool greys, crisp cards and dense data.",
      zh: "冷灰底色配靛蓝强调色，卡片利落，适合数据密集的界面。",
    },
    mood: { en: "crisp, trustworthy, efficient", zh: "利落、可信、高效" },
    palette: {
      primary: "#4f46e5",
      on_primary: "#ffffff",
      accent: "#0891b2",
      background: "#f8fafc",
      surface: "#ffffff",
      text: "#0f172a",
      muted: "#475569",
      border: "#e2e8f0",
    },
    primarySoft: "#eef2ff",
    radius: "12px",
    font_family: SANS,
    type_scale: { display: 48, h1: 32, h2: 22, body: 15, small: 13 },
    dark: false,
  },
  {
    id: "warm-editorial",
    name: { en: "Warm editorial", zh: "温暖杂志风" },
    description: {
      en: "Terracotta and stone, serif headlines, generous white space.",
      zh: "陶土色与石色搭配衬线标题，留白充足。",
    },
    mood: { en: "calm, crafted, premium", zh: "沉静、考究、高级" },
    palette: {
      primary: "#b4451b",
      on_primary: "#ffffff",
      accent: "#8a6d1f",
      background: "#faf7f2",
      surface: "#ffffff",
      text: "#292524",
      muted: "#57534e",
      border: "#e7e5e4",
    },
    primarySoft: "#fbeee8",
    radius: "6px",
    font_family: 'Georgia, "Noto Serif SC", "Songti SC", serif',
    type_scale: { display: 56, h1: 36, h2: 24, body: 16, small: 13 },
    dark: false,
  },
  {
    id: "fresh-health",
    name: { en: "Fresh health", zh: "清新健康" },
    description: {
      en: "Emerald and sky blue on mint white, rounded and airy.",
      zh: "薄荷白底配翡翠绿与天蓝，圆润通透。",
    },
    mood: { en: "energetic, caring, optimistic", zh: "有活力、关怀、积极" },
    palette: {
      primary: "#047857",
      on_primary: "#ffffff",
      accent: "#0369a1",
      background: "#f3faf6",
      surface: "#ffffff",
      text: "#0b2b22",
      muted: "#4b6358",
      border: "#d7ebe1",
    },
    primarySoft: "#e3f5ec",
    radius: "16px",
    font_family: SANS,
    type_scale: { display: 44, h1: 30, h2: 21, body: 15, small: 13 },
    dark: false,
  },
  {
    id: "midnight-pro",
    name: { en: "Midnight pro", zh: "午夜专业" },
    description: {
      en: "Dark navy canvas, violet highlights, made for focus.",
      zh: "深海军蓝底色配紫色高光，适合专注工作的工具。",
    },
    mood: { en: "focused, technical, modern", zh: "专注、技术感、现代" },
    palette: {
      primary: "#a78bfa",
      on_primary: "#160f33",
      accent: "#22d3ee",
      background: "#0b1020",
      surface: "#141a2e",
      text: "#e5e9f5",
      muted: "#a3acc4",
      border: "#27304a",
    },
    primarySoft: "#2a2350",
    radius: "10px",
    font_family: SANS,
    type_scale: { display: 46, h1: 30, h2: 21, body: 15, small: 13 },
    dark: true,
  },
  {
    id: "playful-pop",
    name: { en: "Playful pop", zh: "活泼撞色" },
    description: {
      en: "Magenta and amber, big radii, friendly illustrations.",
      zh: "洋红与琥珀撞色，大圆角，亲切友好。",
    },
    mood: { en: "friendly, lively, young", zh: "友好、活泼、年轻" },
    palette: {
      primary: "#be185d",
      on_primary: "#ffffff",
      accent: "#b45309",
      background: "#fff7fb",
      surface: "#ffffff",
      text: "#2a1020",
      muted: "#6b4a5c",
      border: "#f5d9e7",
    },
    primarySoft: "#fde7f1",
    radius: "20px",
    font_family: SANS,
    type_scale: { display: 50, h1: 32, h2: 22, body: 16, small: 13 },
    dark: false,
  },
  {
    id: "finance-trust",
    name: { en: "Finance trust", zh: "稳健金融" },
    description: {
      en: "Deep navy with teal, precise tables and quiet surfaces.",
      zh: "深藏青配青绿色，表格精确，界面安静。",
    },
    mood: { en: "secure, precise, reassuring", zh: "安全、精确、令人安心" },
    palette: {
      primary: "#1e3a8a",
      on_primary: "#ffffff",
      accent: "#0f766e",
      background: "#f4f6fb",
      surface: "#ffffff",
      text: "#111827",
      muted: "#4b5563",
      border: "#dfe4ee",
    },
    primarySoft: "#e6ebf7",
    radius: "10px",
    font_family: SANS,
    type_scale: { display: 44, h1: 30, h2: 20, body: 15, small: 13 },
    dark: false,
  },
  {
    id: "minimal-mono",
    name: { en: "Minimal mono", zh: "极简黑白" },
    description: {
      en: "Near-black and white with one blue accent, sharp corners.",
      zh: "近黑与纯白，仅一抹蓝色点缀，边角利落。",
    },
    mood: { en: "quiet, confident, minimal", zh: "克制、自信、极简" },
    palette: {
      primary: "#111827",
      on_primary: "#ffffff",
      accent: "#1d4ed8",
      background: "#ffffff",
      surface: "#f9fafb",
      text: "#111827",
      muted: "#4b5563",
      border: "#e5e7eb",
    },
    primarySoft: "#f3f4f6",
    radius: "4px",
    font_family: SANS,
    type_scale: { display: 52, h1: 34, h2: 22, body: 15, small: 13 },
    dark: false,
  },
  {
    id: "sunset-commerce",
    name: { en: "Sunset commerce", zh: "暖阳电商" },
    description: {
      en: "Warm orange with deep teal, inviting product cards.",
      zh: "暖橙配深青，商品卡片温暖诱人。",
    },
    mood: { en: "warm, inviting, generous", zh: "温暖、诱人、大方" },
    palette: {
      primary: "#c2410c",
      on_primary: "#ffffff",
      accent: "#0f766e",
      background: "#fffaf5",
      surface: "#ffffff",
      text: "#1c1917",
      muted: "#57534e",
      border: "#f1e4d8",
    },
    primarySoft: "#ffedd5",
    radius: "14px",
    font_family: SANS,
    type_scale: { display: 48, h1: 32, h2: 22, body: 15, small: 13 },
    dark: false,
  },
];

export const DEFAULT_STYLE_ID = "clean-saas";

export function findStyle(id: string | null | undefined): PrototypeStyle | undefined {
  return PROTOTYPE_STYLES.find((style) => style.id === id);
}

export function styleJson(style: PrototypeStyle, locale: Locale): PrototypeStyleDto {
  const pick = (text: Localized) => text[locale === "zh" ? "zh" : "en"];
  return {
    id: style.id,
    palette: style.palette,
    radius: style.radius,
    font_family: style.font_family,
    type_scale: style.type_scale,
    name: pick(style.name),
    description: pick(style.description),
    mood: pick(style.mood),
  };
}

/** The style as a design brief for a model's prompt. */
export function styleBrief(style: PrototypeStyle): string {
  const p = style.palette;
  const t = style.type_scale;
  return [
    `Design style "${style.name.en}" — mood: ${style.mood.en}.`,
    `Palette: primary ${p.primary} (text on it ${p.on_primary}), accent ${p.accent}, page background ${p.background}, surfaces ${p.surface}, text ${p.text}, secondary text ${p.muted}, borders ${p.border}${style.dark ? " (a dark theme)" : ""}.`,
    `Corner radius ${style.radius}. Font stack: ${style.font_family}. Type scale (px): display ${t.display}, h1 ${t.h1}, h2 ${t.h2}, body ${t.body}, small ${t.small}.`,
    `Declare these colours in tailwind.config (theme.extend.colors: primary, accent, canvas, surface, ink, muted, line) and use them by name.`,
  ].join("\n");
}
