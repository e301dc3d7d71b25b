/**
 * The product a PRD is about, from its brief: the product as named, the users the request names
 * (else who it serves, worded from the subject), the features it names first — each given
 * criteria, an edge case, a metric and a risk by the mechanism it uses — then, only when a rich
 * pack truly matches the subject, that pack's depth. Attached notes become facts the document
 * quotes. The result keeps the pack's shape so every section renderer reads one structure.
 */
import type { Brief, BriefLanguage } from "../../../ai/offline/brief";
import type { PrdGrounding } from "./grounding";
import type { ChangeRequest } from "../../../ai/offline/brief/change";
import { mechanicText } from "../../../ai/offline/knowledge/mechanics";
import type { DocFeature, DocPack, Priority } from "../../../ai/offline/knowledge/pack-types";
import { packFor } from "../../../ai/offline/knowledge/product-pack";
import { featureNouns } from "./feature-words";
import { actedJobs } from "./feature-actors";
import { EN_JOB_VERB } from "../../../ai/offline/brief/words-en";
import { listPhrase, plural } from "../../../ai/offline/language/grammar";
import { isPerson } from "../../../ai/offline/brief";
import { ZH_JOB_VERB } from "../../../ai/offline/brief/served-zh";
import { administered, domainUsers, goodsNamedAsUsers, kindUsers } from "./assumed-users";

export type ProductSpec = {
  locale: BriefLanguage;
  /** The product as the user named it, with who it is for ("shared grocery list app for flatmates"). */
  phrase: string;
  product: string;
  detail?: string;
  packId: string;
  pack: DocPack;
  /** Lines of attached files, by file, that the document quotes. */
  facts: { file: string; lines: string[] }[];
  /** The request named no users: the document says which it assumes. */
  usersAssumed?: boolean;
  /** What the request said that the document could not place (asked back in open questions). */
  unplaced: string[];
  /** The user's knowledge and attachments placed for the document (cited), when any was given. */
  grounding?: PrdGrounding | null;
  /** The request asks for a change to a product the user already has (the PRD is about the change). */
  change?: ChangeRequest;
};

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/** Whether a noun (its words, or a CJK noun's first two characters) is part of a name. */
function inName(noun: string, name: string): boolean {
  const n = noun.toLowerCase().replace(/_/g, " ");
  const text = name.toLowerCase();
  if (/[\u4e00-\u9fff]/.test(n)) return text.includes(n.slice(0, 2));
  return n
    .split(/\s+/)
    .filter((w) => w.length > 2)
    .every((w) => text.includes(w.replace(/(?:ies|es|s)$/, "")));
}

/** "flatmates" → "flatmate", "legal team" → "member of the legal team", "residents of a city district" → "resident of a city district". */
export function singular(group: string): string {
  const g = group.trim();
  if (/\bteams?$/i.test(g)) return `member of the ${g.replace(/s$/i, "")}`;
  // "people who use the app" → "person who uses the app".
  const who = /^people\s+(who|that)\s+([a-z]+)\b(.*)$/i.exec(g);
  if (who) return `person ${who[1]} ${who[2].replace(/(?<=[^s])$/, "s")}${who[3]}`;
  // "people planning, cooking or ordering meals" → "person planning, cooking or ordering meals".
  const peopleDoing = /^people\s+([a-z]+ing\b.*)$/i.exec(g);
  if (peopleDoing) return `person ${peopleDoing[1]}`;
  // "buyers looking for a good deal", "sellers clearing out things" → "buyer looking for …".
  const doing = /^([a-z]+?)(?:ies|s)\s+((?:[a-z]+ing|who|that|with|in|at|on|from)\b.*)$/i.exec(g);
  if (doing)
    return `${g.slice(0, doing[1].length)}${/ies\s/.test(g.slice(doing[1].length, doing[1].length + 4)) ? "y" : ""} ${doing[2]}`;
  const [head, ...rest] = g.split(/\s+(?=of\s)/);
  const one = head
    .replace(/people$/i, "person")
    .replace(/children$/i, "child")
    .replace(/(?<=[^aeiou])ies$/i, "y")
    .replace(/(?<!s)s$/i, "");
  return [one, ...rest].join(" ");
}

/** A requirement for a feature the user named, with criteria from the mechanism it uses. */
export function featureFrom(
  name: string,
  brief: Brief,
  priority: Priority,
  users: string,
  actor?: string,
  /** The request showed the name's first word is the verb its actor does ("IT provisions a laptop"). */
  acted = false,
): DocFeature {
  const zh = brief.language === "zh";
  const m = mechanicText(name, brief.language);
  const detail =
    brief.numbers.find(
      (q) =>
        name.includes(q.text) ||
        brief.text.includes(`${name}${q.text}`) ||
        brief.text.includes(`${name} ${q.text}`),
    )?.text ?? detailNear(brief, name);
  const ctx = {
    name: zh ? name : upper(name),
    users,
    product: brief.subject.product,
    detail: detail && !name.includes(detail) ? detail : undefined,
  };
  const verbLed = !zh && (acted || (/^(?:[a-z]+)\s/.test(name) && EN_JOB_VERB.test(name)));
  // "see the coordinator view", "get shift reminders", "handle cost splitting".
  const object =
    /(?:s|ing)$/i.test(name.split(/\s+/).pop() ?? "") || /^(?:the|a|an)\s/i.test(name)
      ? lowerFirst(name)
      : `the ${lowerFirst(name)}`;
  const want = zh
    ? /^[使用查看完成收到上传管理预约获取遵守浏览]/.test(name) || ZH_JOB_VERB.test(name)
      ? name
      : `${m.verb}「${name}」`
    : verbLed || SELF_VERB.test(name)
      ? lowerFirst(name)
      : RULE_CLAUSE.test(name)
        ? // "claims above $1,000 also need finance approval": a rule, not a thing to use or complete.
          `rely on the rule that ${lowerFirst(name)}`
        : m.id === "generic"
          ? // A job the writer knows nothing about is named as the user named it, not glued to a verb
            // ("use the skip a week").
            `use “${upper(name)}”`
          : `${m.verb} ${object}`;
  // A feature named after someone else ("coordinator view", "家长端") is theirs.
  // "Email parents", "invite volunteers": the people after a verb are who it reaches, not who does it.
  // Only a place of their own is theirs ("coordinator view", "tenant portal"); "vendor payments",
  // "guest lists" are things the users handle about those people.
  const words = name.split(/\s+/);
  const whose = words.findIndex((w) => isPerson(w, "en") && !users.toLowerCase().includes(w.toLowerCase()));
  actor ??=
    zh || verbLed || whose < 0 || !THEIR_OWN.test(words.slice(whose + 1).join(" "))
      ? undefined
      : words[whose];
  const benefit = zh ? m.benefit : m.benefit.replace(/^the product/, `the ${brief.subject.product}`);
  return {
    name: zh ? name : upper(name.replace(/\s+\(.*\)$/, "")),
    want,
    benefit,
    criteria: m.criteria(ctx),
    edge: m.edge(ctx),
    priority,
    ...(actor ? { actor } : {}),
  };
}

// A feature that is a rule of its own, with its subject and verb ("claims above $1,000 also need
// finance approval", "a rejected claim can be resubmitted once", "cards expire after 12 months").
const RULE_CLAUSE =
  /^(?:an?\s+|the\s+)?[a-z][\w-]*(?:\s+(?!(?:and|or|to|for|with)\b)[\w$€£¥.,-]+){0,5}?\s+(?:also\s+|only\s+|always\s+|never\s+)?(?:can(?:not)?|can't|must|may|needs?|requires?|expires?|is|are|stays?|gets?|will)\s+\S/i;

// A feature named by a verb alone is the job itself ("Search" → "search", not "browse the search").
const SELF_VERB =
  /^(?:search|filter|sort|export|import|chat|share|pay|book|compare|upload|skip|pause|invite|vote|rate|review|subscribe)$/i;

const THEIR_OWN =
  /^(?:view|dashboard|portal|app|profile|account|login|sign-?in|sign-?up|onboarding|area|page|screen|side|mode|inbox|home|hub|workspace|console|check-?in)s?\b/i;

/** A number the request put right after a feature ("get alerts 60 days before expiry", "取消规则（提前24小时）"). */
function detailNear(brief: Brief, name: string): string | undefined {
  const paren = /[（(]([^)）]+)[)）]/.exec(name)?.[1];
  if (paren) return paren;
  const at = brief.text.indexOf(name);
  if (at < 0) return undefined;
  const after = brief.text.slice(at + name.length, at + name.length + 40);
  return /^\s*(\d+[^,，。.;；]{0,30})/.exec(after)?.[1]?.trim();
}

function defaultUsers(brief: Brief, product: string): [string, string] {
  const zh = brief.language === "zh";
  const s = { ...brief.subject, product };
  if (zh)
    return [s.setting ? `${s.setting}的用户` : "用户", s.setting ? `${s.setting}的工作人员` : "运营人员"];
  return [
    s.setting ? `customers of the ${s.setting}` : `people who use the ${s.product}`,
    s.setting ? `${s.setting} staff` : `the team that runs the ${s.product}`,
  ];
}

export function specFromBrief(brief: Brief): ProductSpec {
  const zh = brief.language === "zh";
  const s = brief.subject;
  // "Travel itinerary planner that lets friends plan trips together", "tool to track overdue books
  // and email parents": the head names the product; the document calls it by that.
  const head =
    brief.language === "en"
      ? (s.product || "new product").replace(/\s+(?:that|which|who|where|to)\s+[a-z].*$/i, "")
      : s.product || "新产品";
  const product = head;
  // Only the head: "a marketplace where farmers sell produce to restaurants" is not a restaurant app.
  const pack = packFor(head, brief.language, [s.audience, s.setting].filter(Boolean).join(" "));
  const [defaultPrimary, defaultSecondary] = defaultUsers(brief, product);
  // "…and email parents": people a named job reaches use the product too.
  const reached = zh
    ? undefined
    : brief.features
        .map((f) => /^[a-z]+\s+(?:the\s+|their\s+|all\s+)?([a-z]+s)$/i.exec(f)?.[1])
        .find(
          (w) =>
            w && isPerson(w, "en") && !brief.users.some((u) => u.toLowerCase().includes(w.toLowerCase())),
        );
  // A group named as one ("legal team", "warehouse staff") reads with "the".
  const group = (u: string) =>
    !zh && /^(?!the |a |an |our )[\w -]*\b(?:team|staff|department|office|desk|crew)$/i.test(u)
      ? `the ${u}`
      : u;
  // The document speaks of its users in the plural ("for a piano teacher" → "piano teachers want…").
  const many = (u: string | undefined) =>
    u && !zh && /^[a-z][a-z -]*$/i.test(u) && u.split(/\s+/).length <= 3 ? plural(u) : u;
  // "a marketplace for handmade ceramics": what is sold, not who uses it.
  const goods = goodsNamedAsUsers(brief, product);
  const namedUsers = goods || administered(brief, product) ? [] : brief.users;
  // No one named: the users the product's kind implies (an admin console's admins), else a matching
  // pack's, else its domain's — and the document says they are assumed.
  const byKind = namedUsers.length ? null : kindUsers(product, brief.language, goods);
  const byDomain =
    namedUsers.length || byKind || pack ? null : domainUsers(product, brief.text, brief.language);
  const users: [string, string] = [
    group(many(namedUsers[0]) ?? byKind?.users[0] ?? pack?.users[0] ?? byDomain?.[0] ?? defaultPrimary),
    group(
      many(namedUsers[1]) ??
        reached ??
        byKind?.users[1] ??
        pack?.users[1] ??
        byDomain?.[1] ??
        defaultSecondary,
    ),
  ];
  // (Users worded from the place the request names — "for remote teams" — are the request's own.)
  const usersAssumed = !namedUsers.length && !(brief.subject.setting && !byKind && !pack && !byDomain);
  const user = byKind?.user ?? (zh ? users[0] : singular(users[0]));

  // Each job as its actor does it ("HR creates a checklist" → HR: "create a checklist").
  const acted = actedJobs(
    brief.features.length ? brief.features : brief.steps.map((x) => x.action ?? x.text),
    brief,
  );
  const named = acted.map((a) => a.job);
  const actorOf = new Map(acted.map((a) => [a.job, a.actor]));
  const verbOf = new Map(acted.map((a) => [a.job, a.verb ?? false]));
  // "导师审批" keeps its name as a requirement; its story is the 导师's ("审批").
  const nameOf = new Map(acted.map((a) => [a.job, a.name ?? a.job]));
  // The job the product's own name says it does ("volunteer shift sign-up tool") comes first.
  // A pack that matches the product's own head word already describes its core job, in depth.
  const core = pack ? null : coreJob(product, named, brief.language, [s.setting, s.audience]);
  // A named job the matching pack knows ("group orders" → its "Group order") takes the pack's depth under the user's name.
  const features: DocFeature[] = [...(core ? [core] : []), ...named].map((f) => {
    const known = pack?.features.find((k) => sameJob(f, k.name));
    const given = nameOf.get(f) ?? f;
    if (!known && given !== f)
      return { ...featureFrom(f, brief, "P0", users[0], actorOf.get(f)), name: given };
    return known
      ? {
          ...known,
          name: zh ? given : upper(f),
          priority: "P0" as Priority,
          ...(actorOf.get(f) ? { actor: actorOf.get(f) } : {}),
        }
      : featureFrom(f, brief, "P0", users[0], actorOf.get(f), verbOf.get(f));
  });
  // Depth the request left open: a matching pack's features (up to six in all, at least two), else the features any such product needs.
  const extra = pack ? pack.features.filter((f) => !features.some((g) => sameJob(g.name, f.name))) : [];
  // Supporting jobs are about the thing the product is named for ("hive inspections" of a hive
  // inspection tracker); a noun only a feature holds ("week" of "skip a week") would glue prompt
  // words into a requirement, so the plain supporting jobs are used instead.
  const noun = featureNouns(named.length ? named : features.map((f) => f.name), brief.language)[0] ?? null;
  const generic = supportingNames(
    noun && inName(noun, `${product} ${s.audience ?? ""}`) ? noun : null,
    brief.language,
  )
    .map((g) => featureFrom(g, brief, "P1", users[0]))
    // "Send reminders" named: no "Appointment reminders" beside it.
    .filter((g) => {
      const id = mechanicText(g.name, brief.language).id;
      return id === "generic" || !features.some((f) => mechanicText(f.name, brief.language).id === id);
    });
  // A first release needs more than its headline jobs: at least five requirements in all.
  const supporting = pack
    ? extra.slice(0, Math.max(2, 6 - features.length))
    : generic.slice(0, Math.max(0, 5 - features.length));
  // A pack alone keeps its own priorities; beside named features it supports them.
  const all = [
    ...features,
    ...supporting.map((f, i) => ({
      ...f,
      priority: (pack && !features.length
        ? f.priority
        : features.length === 0 && i === 0
          ? "P0"
          : i === 0
            ? "P1"
            : "P2") as Priority,
    })),
  ];

  const mechanics = all.map((f) => mechanicText(f.name, brief.language));
  const metrics = uniqueBy(
    [...mechanics.map((m) => ({ name: m.metric[0], target: m.metric[1] })), ...(pack?.metrics ?? [])],
    (m) => m.name,
  ).slice(0, 4);
  const risks = uniqueBy([...mechanics.map((m) => m.risk), ...(pack?.risks ?? [])], (r) => r[0]).slice(0, 4);
  const names = all.slice(0, 3).map((f) => (zh ? `「${f.name}」` : lowerFirst(f.name)));
  const facts = brief.attachments.map((a) => ({
    file: a.name,
    lines: a.facts.filter((l) => l !== a.facts[0] || a.facts.length === 1 || !/^[^。.:：]{2,30}$/.test(l)),
  }));

  const steps = brief.steps.length
    ? brief.steps.map((x) => upper(x.text))
    : all.slice(0, 4).map((f) => f.name);
  const condition = brief.conditions[0];
  const nouns = featureNouns(
    all.map((f) => f.name),
    brief.language,
  );
  const entityNames = pack
    ? pack.entities
    : [
        { name: zh ? user : "USER", fields: ["string id PK", zh ? "string 昵称" : "string name"] },
        ...nouns.slice(0, 3).map((n) => ({
          name: n,
          fields: [
            "string id PK",
            zh ? "string 用户id FK" : "string user_id FK",
            zh ? "string 状态" : "string status",
            zh ? "datetime 创建时间" : "datetime created_at",
          ],
        })),
      ];
  const main = nouns[0] ?? (zh ? "事项" : "request");

  const docPack: DocPack = {
    product,
    users,
    user,
    goals: zh
      ? [`在一个地方完成${listPhrase(names, "zh")}`, "不用追问就知道每件事的进展"]
      : [
          `${listPhrase(
            all.slice(0, 3).map((f) => f.want),
            "en",
          )} in one place`,
          "see where every request stands without chasing anyone",
        ],
    pains: zh
      ? [`靠电话、微信群和表格拼凑完成${names[0] ?? "这些事"}，信息经常遗漏`, "在多个渠道之间反复追问进度"]
      : [
          `juggle calls, chat groups and spreadsheets to ${all[0]?.want ?? "get things done"}, and details get lost`,
          "chase updates across channels",
        ],
    problem: [
      ...(zh
        ? [
            `${users[0]}目前没有专门的${product}：${listPhrase(names, "zh")}分散在不同的工具和渠道里。`,
            "信息靠人工转述，出错和遗漏后很难追溯。",
          ]
        : [
            `${upper(users[0])} have no dedicated ${product}: ${listPhrase(names, "en")} are spread across different tools.`,
            "Details are passed on by hand, so mistakes and gaps are hard to trace.",
          ]),
    ],
    today: pack?.today ?? (zh ? "电话、微信群和表格" : "phone calls, chat groups and spreadsheets"),
    metrics,
    features: all,
    flow: {
      start: zh ? `打开${product}` : `Open the ${product}`,
      steps,
      decision: condition
        ? {
            question: `${condition.when}${zh ? "？" : "?"}`,
            yes: condition.then[0] ?? (zh ? "继续" : "Continue"),
            no: condition.otherwise[0] ?? (zh ? "按原流程处理" : "Carry on as usual"),
          }
        : {
            question: zh ? "信息完整且有效？" : "Details complete and valid?",
            yes: zh ? "保存并通知相关人员" : "Save and notify the people involved",
            no: zh ? "提示缺少的信息" : "Show what is missing",
          },
      end: zh ? "完成" : "Done",
    },
    sequence: {
      actors: [upper(user), zh ? product : upper(product), zh ? "服务端" : "Server"],
      messages: [
        [0, 1, all[0].name],
        [1, 2, zh ? "保存并校验" : "Save and validate"],
        [2, 1, zh ? "返回结果" : "Result"],
        [1, 0, zh ? "展示结果" : "Show the result"],
        ...(all[1]
          ? ([
              [0, 1, all[1].name],
              [1, 2, zh ? "更新" : "Update"],
              [2, 1, zh ? "完成" : "Done"],
            ] as [number, number, string][])
          : []),
      ],
    },
    entities: entityNames,
    relations: pack
      ? pack.relations
      : entityNames
          .slice(1)
          .map((e): [string, string, string, string] => [
            entityNames[0].name,
            e.name,
            "||--o{",
            zh ? "拥有" : "has",
          ]),
    states: pack
      ? pack.states
      : zh
        ? [
            ["[*]", `${main}已提交`, "提交"],
            [`${main}已提交`, "处理中", "受理"],
            ["处理中", "已完成", "完成"],
            [`${main}已提交`, "已取消", "取消"],
            ["已完成", "[*]", ""],
            ["已取消", "[*]", ""],
          ]
        : [
            ["[*]", "Submitted", "submit"],
            ["Submitted", "In progress", "accept"],
            ["In progress", "Done", "complete"],
            ["Submitted", "Cancelled", "cancel"],
            ["Done", "[*]", ""],
            ["Cancelled", "[*]", ""],
          ],
    nfr: [
      ...(zh
        ? [
            "主要页面在中端手机上 1.5 秒内打开",
            "个人数据传输和存储均加密，支持按需导出和删除",
            "关键操作都有操作日志",
          ]
        : [
            "Main screens open in under 1.5 s on a mid-range phone",
            "Personal data encrypted in transit and at rest; export and deletion on request",
            "Every key action is written to an audit log",
          ]),
      ...(pack?.nfr.slice(0, 1) ?? []),
    ],
    risks,
    nonGoals:
      pack?.nonGoals ??
      (zh
        ? ["首个版本不做与第三方系统的深度集成", "不做复杂的自定义报表"]
        : ["Deep integrations with third-party systems in the first release", "Custom report builders"]),
    questions: [
      ...brief.unplaced.map((u) => (zh ? `「${u}」应放在哪个功能里？` : `Where does "${u}" belong?`)),
      ...(zh
        ? [`${names[0] ?? "核心功能"}是否需要人工复核？`, "第一批试点用户是谁？"]
        : [
            `Does ${names[0] ?? "the core feature"} need a human check?`,
            "Who is the first group we pilot with?",
          ]),
    ],
    phases: zh
      ? [
          [
            "MVP（第 1–6 周）",
            all
              .filter((f) => f.priority === "P0")
              .map((f) => f.name)
              .join("、"),
          ],
          [
            "第二阶段（第 7–10 周）",
            all
              .filter((f) => f.priority !== "P0")
              .map((f) => f.name)
              .join("、") || "根据试点反馈优化",
          ],
        ]
      : [
          [
            "MVP (weeks 1–6)",
            all
              .filter((f) => f.priority === "P0")
              .map((f) => f.name)
              .join(", "),
          ],
          [
            "Next (weeks 7–10)",
            all
              .filter((f) => f.priority !== "P0")
              .map((f) => f.name)
              .join(", ") || "What the pilot asks for",
          ],
        ],
  };
  // "an internal tool" says nothing of what it is for: its first job does.
  const bare = zh
    ? /^(?:小程序|工具|平台|系统|App|应用|网站)$/.test(product)
    : /^(?:(?:internal|new|simple|online|mobile|web|digital|smart|custom|small|b2b)\s+)*(?:app|tool|platform|system|service|website|portal|software)$/i.test(
        product,
      );
  const purpose =
    bare && named.length && head === (s.product || head)
      ? zh
        ? `${named[0]}${product}`
        : `${product} to ${all[0].want}`
      : null;
  const phrase = purpose ?? (s.phrase || product);
  return {
    locale: brief.language,
    phrase,
    product: purpose ?? product,
    detail: undefined,
    packId: pack ? "pack" : "brief",
    pack: docPack,
    usersAssumed,
    facts,
    unplaced: brief.unplaced,
  };
}

/** "开发票" and the pack's "开具发票", "记账" and "拍照记账": one job named twice. */
function sameJob(a: string, b: string): boolean {
  if (a.toLowerCase() === b.toLowerCase()) return true;
  const ua = units(a);
  const ub = units(b);
  if (!ua.length || !ub.length) return false;
  const shared = ua.filter((u) => ub.includes(u)).length;
  return (
    shared >= Math.max(1, Math.ceil(Math.min(ua.length, ub.length) / 2)) &&
    (/[\u4e00-\u9fff]/.test(a) || shared >= Math.min(2, Math.min(ua.length, ub.length)))
  );
}

/** Items without repeats by `key`, first kept (metrics, risks). */
export function uniqueBy<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const k = key(i);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const GENERIC_TAIL_EN =
  /\s*\b(?:app|application|tool|platform|system|service|website|site|portal|software|mini program|companion app)s?$/i;
const GENERIC_TAIL_ZH = /(?:小程序|平台|系统|App|APP|app|应用|工具|网站|软件)$/;
const WORD = /[\p{L}\p{N}]+/gu;

function units(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).flatMap((w) =>
    /[\u4e00-\u9fff]/.test(w)
      ? [...w].slice(0, -1).map((c, i) => c + w[i + 1])
      : [w.replace(/(?:ies|es|s)$/, "")],
  );
}

/**
 * What any such product needs beside its named jobs, about the thing its first job handles
 * ("Search and filter hive inspections", "蜂箱检查提醒"); generic only when nothing was named.
 */
function supportingNames(noun: string | null, lang: BriefLanguage): string[] {
  if (lang === "zh")
    return noun
      ? [`${noun}搜索与筛选`, `${noun}提醒`, `${noun}历史与导出`, "登录与个人资料", "帮助与反馈"]
      : ["搜索与筛选", "消息通知", "记录与导出", "登录与个人资料", "帮助与反馈"];
  const one = noun ? thingOf(noun.toLowerCase().replace(/_/g, " ")) : null;
  if (!one)
    return [
      "Search and filters",
      "Notifications",
      "History and export",
      "Sign-in and profile",
      "Help and feedback",
    ];
  return [
    `search and filter ${plural(one)}`,
    `${one} reminders`,
    `export ${plural(one)}`,
    `${one} history`,
    "sign-in and profile",
  ];
}

// "Ordering", "event ticketing": an activity's thing is what it handles ("orders", "event tickets").
const ACTIVITY_THING: Record<string, string> = {
  ordering: "order",
  ticketing: "ticket",
  invoicing: "invoice",
  scheduling: "schedule",
  billing: "bill",
  planning: "plan",
  logging: "log",
  budgeting: "budget",
  shopping: "shopping list",
  reporting: "report",
  messaging: "message",
  fundraising: "campaign",
  recruiting: "candidate",
  hiring: "candidate",
  onboarding: "onboarding step",
  ticket: "ticket",
};
const ING_NOUN =
  /^(?:booking|listing|meeting|training|recording|offering|painting|parking|building|setting|wedding|clothing|housing|bedding|filing|posting|sighting|tasting|reading|saving|earning|finding|rating|ranking|pairing|fitting|screening|hearing|landing|heading|warning|opening|ending|thing|string|spring|ring|king|wing|evening|morning|ceiling|sibling|pudding|offspring)$/;

function thingOf(phrase: string): string | null {
  const words = phrase.split(/\s+/);
  const last = words[words.length - 1];
  if (!/ing$/.test(last) || ING_NOUN.test(last)) return phrase;
  const thing = ACTIVITY_THING[last];
  return thing ? [...words.slice(0, -1), thing].join(" ") : null;
}

/** The product's name without "app"/"系统", when it names a job the features do not already cover. */
/** `who`: the place or people the name is about ("社区图书角小程序" names where, not a job). */
function coreJob(
  product: string,
  named: string[],
  lang: BriefLanguage,
  who: (string | null)[] = [],
): string | null {
  // "app to schedule lessons and collect payments": the jobs after "to" are the named features.
  const body = product
    .replace(lang === "zh" ? GENERIC_TAIL_ZH : GENERIC_TAIL_EN, "")
    .replace(
      /^(?:an?\s+)?(?:app|application|tool|platform|system|service|website|site|portal|software)\s+(?:to|that|for)\s+/i,
      "",
    )
    .replace(/的$/, "")
    .trim();
  if ((body === product && lang === "zh") || who.includes(body)) return null;
  if (
    !body ||
    body.length < 2 ||
    /^(?:internal|new|simple|online|mobile|web|digital|smart|custom|small|b2b)$/i.test(body)
  )
    return null;
  const covered = new Set(named.flatMap(units));
  // "记录蜂箱检查和蜂王状态": the joining words are not a job of their own.
  const rest = units(lang === "zh" ? body.replace(/[和与及、]/g, " ") : body).filter(
    (u) => !covered.has(u) && u.length > 1 && !/^(?:and|or|the|to|of|for|with|from|their|your|our)$/.test(u),
  );
  return rest.length ? body : null;
}
