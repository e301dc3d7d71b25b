/**
 * The rich product pack that truly matches a subject, or none. A pack's words must name the
 * subject's head — "inventory management system", "clinic appointment booking" — not a word
 * a more specific subject merely contains: "warehouse returns" is about returns, "a volunteer
 * sign-up tool for a food bank" about volunteer shifts. When none matches, writers work from
 * the brief alone.
 */
import type { BriefLanguage } from "../brief";
import { DOC_PACKS } from "./packs";
import type { DocPack, DocPackPair } from "./pack-types";

const GENERIC_EN =
  /\b(?:apps?|application|tool|platform|marketplace|system|service|website|site|portal|management|manager|admin|dashboard|software|tracker|planner|booking|scheduling|ordering|program|hub|online|mobile|web|for|of|and|with|the|a|an|companion|mini)\b/gi;
const GENERIC_ZH =
  /小程序|平台|系统|会员|工具|网站|应用|App|APP|app|管理|后台|软件|服务|助手|中心|在线|移动|预约|预订|的/g;

function lastMatch(re: RegExp, text: string): RegExpExecArray | null {
  const global = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
  let last: RegExpExecArray | null = null;
  for (let m = global.exec(text); m; m = global.exec(text)) {
    last = m;
    if (m[0] === "") global.lastIndex++;
  }
  return last;
}

const globalOf = (re: RegExp) => new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);

/** Found only through its weak words while the request names a subject of its own (who, where, what of)? */
function onlyWeak(pair: DocPackPair, product: string, context: string, lang: BriefLanguage): boolean {
  if (!pair.weak) return false;
  const weak = pair.weak;
  if ([...`${product} ${context}`.matchAll(globalOf(pair.match))].some((m) => !weak.test(m[0]))) return false;
  if (context.trim()) return true;
  const others = product
    .replace(globalOf(pair.match), " ")
    .replace(lang === "zh" ? GENERIC_ZH : GENERIC_EN, " ")
    .replace(/[\s\p{P}]/gu, "");
  return others.length > 0;
}

/** `context`: who and where the product is for ("dog groomers"), which a weak match must not contradict. */
export function packPairFor(product: string, lang: BriefLanguage, context = ""): DocPackPair | null {
  for (const pair of DOC_PACKS) {
    const m = lastMatch(pair.match, product);
    if (!m || onlyWeak(pair, product, context, lang)) continue;
    const after = product.slice(m.index + m[0].length);
    if (lang === "zh") {
      if (after.replace(GENERIC_ZH, "").replace(/[\s\p{P}]/gu, "").length <= 2) return pair;
    } else {
      // The rest of the word the keyword sits in ("warehouse" → "", "learn" → "ing") belongs to it.
      const rest = after
        .replace(/^[\w-]*/, "")
        .replace(GENERIC_EN, " ")
        .trim();
      if (!rest) return pair;
    }
  }
  return null;
}

function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(users|Users|user|User|product)\}/g, (_, key: string) => values[key]);
}

function fillDeep<T>(value: T, values: Record<string, string>): T {
  if (typeof value === "string") return fillText(value, values) as T;
  if (Array.isArray(value)) return value.map((v) => fillDeep(v, values)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, values)])) as T;
  return value;
}

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The matching pack with its placeholders filled: the product as named, the pack's own users. */
export function packFor(product: string, lang: BriefLanguage, context = ""): DocPack | null {
  const pack = packPairFor(product, lang, context)?.[lang];
  if (!pack) return null;
  return fillDeep(pack, {
    users: pack.users[0],
    Users: upper(pack.users[0]),
    user: pack.user,
    User: upper(pack.user),
    product: lang === "zh" ? product : product.toLowerCase(),
  });
}
