/**
 * Offline writer for the task `optimize_prompt` (POST /chats/optimize-prompt): rewrites a rough
 * request into a clear, structured one in the same language — the deliverable and its subject,
 * the goal, the target users, the key features (the user's own first, then what the product's
 * domain needs), the constraints (stated and implied) and the expected format.
 */
import { guessAudience } from "./knowledge/audience";
import { requestSubject } from "./chat-title";
import { pictureKind } from "@/lib/contracts/kinds";
import { isChatMode, NORMAL_MODE } from "@/lib/contracts/modes";
import {
  DEVICE_NAMES,
  DOMAINS,
  GENERIC_FEATURES,
  LABELS,
  NORMAL_PROMPT,
  QUESTION_POINTS,
  type Deliverable,
} from "./optimize-prompt-copy";
import { modeNamedIn, offlineKindCopy } from "./kind-copy";
import { extractKeywords, hasChinese } from "./language/text-utils";
import type { OfflineLocale, OfflineWriter } from "./types";

const MAX_FEATURES = 7;

function deliverableOf(mode: unknown, prompt: string): Deliverable {
  // A mode this writer has no words for (a kind that brings none) reads the prompt instead.
  if (isChatMode(mode) && (mode === NORMAL_MODE || offlineKindCopy(mode))) return mode;
  return (modeNamedIn(prompt, "prompt") as Deliverable | null) ?? NORMAL_MODE;
}

function deviceOf(option: unknown, prompt: string): "web" | "mobile" | "tablet" {
  if (option === "web" || option === "mobile" || option === "tablet") return option;
  if (/\b(tablet|ipad)\b|平板/i.test(prompt)) return "tablet";
  if (/\b(mobile|phone|ios|android)\b|手机|移动端|小程序|app\b/i.test(prompt)) return "mobile";
  return "web";
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const DEADLINE_EN = /\b(?:in|within)\s+(\d+)\s+(days?|weeks?|months?)\b/i;
const DEADLINE_ZH = /(\d+)\s*(天|周|个月)(内|之内)/;
const QUESTION =
  /^(what|how|why|when|which|who|should|can|could|is|are|do|does)\b|[?？]\s*$|吗|什么|怎么|如何|为什么|是否/i;

/** "a"/"an" before a common-noun subject ("a habit tracker"); names and plurals keep theirs. */
function withArticle(subject: string): string {
  if (!/^[a-z]/.test(subject) || /^(a|an|the|my|our|your|some|any|all|each|every)\s/i.test(subject))
    return subject;
  const head = subject.split(/\s+(?:for|in|of|at|on|with|from|by|to|that|which)\s+/i)[0];
  if (/[^s]s$/i.test(head)) return subject; // plural: "delivery competitors in Europe"
  return `${/^[aeio]/i.test(subject) ? "an" : "a"} ${subject}`;
}

/** The subject without the clause that adds detail ("… with escrow payments"), for short mentions. */
function coreOf(subject: string, zh: boolean): string {
  return zh
    ? subject.replace(/(支持|包括|包含|带有?).*$/, "")
    : subject.replace(/\s+(with|including|featuring|supporting|that|which|where)\b.*$/i, "");
}

/** The part of the prompt after its first clause: details the user already gave. */
function details(prompt: string, zh: boolean): string[] {
  const text = prompt.trim().replace(/\s+/g, " ");
  const first = zh ? /[。！？!?；;，,：:]/ : /[.!?;:](?=\s|$)/;
  const cut = text.search(first);
  if (cut < 0) return [];
  const rest = text.slice(cut + 1);
  const pieces = zh
    ? rest.split(/[，,、；;。！？!?]+/)
    : rest.split(
        /[.;!?](?:\s+|$)|,\s+(?:and\s+)?|\s+and\s+(?=(?:can|get|see|pay|pick|add|log|set|share|export)\b)/i,
      );
  return pieces
    .map((p) =>
      p
        .trim()
        .replace(
          zh
            ? /^(支持|包括|包含|需要|要有|可以|能够|并且|并|以及|还要)+/
            : /^(and|also|plus|it should|it must|should|must)\s+/i,
          "",
        ),
    )
    .filter((p) => p.length > 2)
    .map((p) => capitalize(p.replace(/[.。]$/, "")));
}

/** Features named inside the subject itself ("… with escrow payments and ratings"). */
function namedInSubject(subject: string, zh: boolean): string[] {
  const match = zh
    ? /(?:支持|包括|包含|带有?)(.+)$/.exec(subject)
    : /\b(?:with|including|featuring|supporting|that supports)\s+(.+)$/i.exec(subject);
  if (!match) return [];
  return match[1]
    .split(zh ? /[、，,和及与]+/ : /,\s*(?:and\s+)?|\s+and\s+/)
    .map((p) => capitalize(p.trim()))
    .filter((p) => p.length > 1);
}

function explicitConstraints(prompt: string, locale: OfflineLocale): string[] {
  const zh = locale === "zh";
  const found: string[] = [];
  const deadline = (zh ? DEADLINE_ZH : DEADLINE_EN).exec(prompt);
  if (deadline)
    found.push(
      zh
        ? `需要在 ${deadline[1]} ${deadline[2]}内交付，范围按此取舍。`
        : `It must be deliverable within ${deadline[1]} ${deadline[2]}; cut scope to fit.`,
    );
  if (/\b(ios|android)\b/i.test(prompt)) {
    const platforms = [
      ...new Set(
        (prompt.match(/\b(ios|android)\b/gi) ?? []).map((p) =>
          p.toLowerCase() === "ios" ? "iOS" : "Android",
        ),
      ),
    ].join(zh ? "、" : " and ");
    found.push(zh ? `平台：${platforms}。` : `Platform: ${platforms}.`);
  }
  if (/小程序|mini ?program/i.test(prompt))
    found.push(
      zh
        ? "以微信小程序形态运行，遵守其审核规范。"
        : "It runs as a WeChat mini program and must pass its review rules.",
    );
  if (/\b(gdpr|eu|europe(an)?)\b|欧洲|欧盟/i.test(prompt))
    found.push(zh ? "涉及欧盟用户，需符合 GDPR。" : "Users in the EU: comply with the GDPR.");
  if (/\b(kids?|children|child|minors?)\b|儿童|未成年/i.test(prompt))
    found.push(
      zh
        ? "面向未成年人：需要监护人同意，并限制数据收集。"
        : "Minors use it: parental consent and minimal data collection.",
    );
  return found;
}

function section(label: string, items: string[]): string {
  return items.length ? `${label}:\n${items.map((item) => `- ${item}`).join("\n")}` : "";
}

export function optimizeRequest(prompt: string, opts: { mode?: unknown; device?: unknown } = {}): string {
  const zh = hasChinese(prompt);
  const locale: OfflineLocale = zh ? "zh" : "en";
  const labels = LABELS[locale];
  const deliverable = deliverableOf(opts.mode, prompt);
  const subject = requestSubject(prompt, zh) || prompt.trim().split("\n")[0];
  // Stated constraints (a deadline) are constraints, not features.
  const given = [...namedInSubject(subject, zh), ...details(prompt, zh)].filter(
    (g) => !(zh ? DEADLINE_ZH : DEADLINE_EN).test(g),
  );
  const keywords = extractKeywords(prompt, locale);
  const audience = guessAudience(`${subject}. ${given.join(". ")}`, keywords, locale);
  // "面向大学生的…" is cut from the subject, so a Chinese prompt is asked for its named audience too
  // (in English the first "for" of the prompt is the deliverable's: "a flowchart for password reset").
  const named = audience.named ?? (zh ? guessAudience(prompt, keywords, locale).named : undefined);
  // The product's domain comes from what it is, not from whom it is for ("habit tracker for students").
  const about = named ? prompt.replace(named, " ") : prompt;
  const domains = DOMAINS.map((d) => ({ d, at: about.search(d.match) }))
    .filter((m) => m.at >= 0)
    .sort((x, y) => x.at - y.at)
    .map((m) => m.d);
  const device = deviceOf(opts.device, prompt);
  const mention = zh ? subject : withArticle(subject);
  const fill = (text: string, short = false) =>
    text
      .replace("{subject}", short ? (zh ? coreOf(subject, zh) : withArticle(coreOf(subject, zh))) : mention)
      .replace("{device}", DEVICE_NAMES[locale][device]);

  if (deliverable === NORMAL_MODE) {
    const context = audience.specific
      ? [
          zh
            ? `相关人群：${audience.primary}；${audience.secondary}。`
            : `People involved: ${audience.primary}; ${audience.secondary}.`,
        ]
      : [];
    return [
      prompt.trim(),
      QUESTION.test(prompt.trim()) ? section(zh ? "请覆盖" : "Cover", QUESTION_POINTS[locale]) : "",
      section(zh ? "背景" : "Context", [...given, ...context]),
      `${labels.format}: ${NORMAL_PROMPT.format[locale]}`,
      section(
        labels.constraints,
        NORMAL_PROMPT.constraints.map((c) => fill(c[locale])),
      ),
    ]
      .filter(Boolean)
      .join("\n\n");
  }

  const copy = offlineKindCopy(deliverable)!.prompt;
  const points = copy.points;
  // The main domain brings its essentials; others add their single most telling feature.
  const fromDomains = domains.flatMap((d, i) =>
    i === 0 ? d.features[locale] : d.features[locale].slice(0, 1),
  );
  const suggested =
    points.source === "domain"
      ? fromDomains.length
        ? fromDomains
        : GENERIC_FEATURES[locale]
      : points.source === "fixed"
        ? points.fixed![locale]
        : [];
  const items = [...new Set([...given, ...suggested])].slice(0, Math.max(MAX_FEATURES, given.length));
  const builds = copy.buildsProduct ?? false;
  const constraints = [
    ...(builds ? explicitConstraints(prompt, locale) : []),
    ...(builds ? domains.flatMap((d) => (d.constraint ? [d.constraint[locale]] : [])) : []),
    ...copy.constraints.map((c) => fill(c[locale])),
  ];
  // Named users, or a domain's, or none: "people who deal with X today" would be filler.
  const domainUsers = domains[0]?.users?.[locale];
  const users = named
    ? [named, domainUsers?.[1] ?? audience.secondary]
    : (domainUsers ?? (audience.specific ? [audience.primary, audience.secondary] : null));
  const showUsers = users && deliverable !== pictureKind.mode;
  const primaryLabel = zh ? "（主要）" : " (primary)";
  const secondaryLabel = zh ? "（次要）" : " (secondary)";

  return [
    fill(copy.opening[locale]),
    `${labels.goal}: ${capitalize(fill(copy.goal[locale], true))}`,
    showUsers
      ? section(labels.users, [
          `${capitalize(users[0])}${primaryLabel}`,
          `${capitalize(users[1])}${secondaryLabel}`,
        ])
      : "",
    section(points.label[locale], items),
    section(labels.constraints, [...new Set(constraints)]),
    `${labels.format}: ${copy.format[locale]}`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

export const optimizePrompt: OfflineWriter = ({ userText, options }) => {
  const prompt = typeof options?.prompt === "string" && options.prompt.trim() ? options.prompt : userText;
  return optimizeRequest(prompt, { mode: options?.target_mode, device: options?.device_type });
};
