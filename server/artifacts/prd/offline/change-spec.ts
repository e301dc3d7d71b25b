/**
 * A PRD for a change to a product the user already has ("redesign the checkout flow in our
 * grocery app", "给我们的外卖App加一个拼单功能"): the spec of the existing product — its users, as
 * the product's kind implies or the request names them — whose features are the change's parts
 * (else the change itself), titled by the change and the product, with a problem, goals, pains,
 * non-goals and questions about the change, and a rollout and a what's-new note beside them.
 */
import { isPerson, type Brief } from "../../../ai/offline/brief";
import type { ChangeRequest } from "../../../ai/offline/brief/change";
import type { DocFeature } from "../../../ai/offline/knowledge/pack-types";
import { mechanicText } from "../../../ai/offline/knowledge/mechanics";
import { listPhrase, withArticle } from "../../../ai/offline/language/grammar";
import { specFromBrief, uniqueBy, type ProductSpec } from "../../shared/prd-spec/spec";

const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

const EN_NOUN: Record<string, string> = {
  improve: "improvement",
  redesign: "redesign",
  rework: "rework",
  revamp: "revamp",
  overhaul: "overhaul",
  optimise: "optimisation",
  optimize: "optimization",
  refactor: "refactor",
  rebuild: "rebuild",
  simplify: "simplification",
  streamline: "streamlining",
  fix: "fixes",
  upgrade: "upgrade",
  update: "update",
  rethink: "rethink",
  speed: "speed-up",
};

/** "checkout flow redesign — grocery app", "报销系统审批流程优化", "健身房预约小程序新增候补排队功能". */
export function changeTitle(change: ChangeRequest, zh: boolean): string {
  if (zh)
    return change.kind === "add"
      ? `${change.product}新增${change.target}`
      : `${change.product}${change.target}${change.verb}`;
  const noun = change.kind === "improve" ? ` ${EN_NOUN[change.verb] ?? "change"}` : "";
  // Lower-case as written: the title and the overview capitalise it, the reply reads "the checkout flow redesign".
  return `${change.target}${noun} — ${change.product}`;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The change's parts among the brief's features: the request's head ("Improve the returns process
 * in my online furniture store") is the change, not a part — what follows the product in it is
 * ("… so people can mute channels"); "should book a pickup slot" is "book a pickup slot".
 */
export function changeParts(brief: Brief, change: ChangeRequest): string[] {
  const zh = brief.language === "zh";
  const product = change.product.toLowerCase();
  const verb = new RegExp(`^(?:${escape(change.verb)}|${escape(change.verb)}(?:ing|s|d|ed))\\b`, "i");
  const parts = brief.features.flatMap((raw) => {
    let x = raw.trim();
    const lower = x.toLowerCase();
    const at = lower.indexOf(product);
    if (at >= 0 || (zh ? lower.startsWith(change.verb) : verb.test(lower))) {
      x = at >= 0 ? x.slice(at + product.length) : "";
      x = zh
        ? x
            .replace(/^[的里中上，,、\s]+/, "")
            .replace(/^.*?的/, "")
            // "…小程序增加积分兑换": the verb of change and what it adds is the change itself.
            .replace(new RegExp(`^${escape(change.verb)}(?:一个|一套|一项|个|项)?`), "")
        : x.replace(
            /^[\s,;:—–-]*(?:(?:so|so that|to let|letting)\s+)?(?:(?:people|users|they|customers|members|we|everyone)\s+)?(?:can|could|will)?\s*/i,
            "",
          );
      if (x.length < (zh ? 2 : 4)) return [];
    }
    // "老师可以语音点评" → "老师语音点评" (the teacher's job); "按技能分配" keeps its 能.
    const can = zh ? /^(.{1,6}?)(?:可以|能够|能)(?=.{2})/.exec(x) : null;
    x = zh
      ? (can && isPerson(can[1], "zh") ? x.replace(can[0], can[1]) : x).replace(/^(?:支持|可以|能够)/, "")
      : x.replace(/^(?:should|can|could|will|must|needs? to|wants? to|be able to)\s+/i, "");
    return x && x.toLowerCase() !== change.target.toLowerCase() && !ASK.test(x) ? [x] : [];
  });
  if (parts.length || brief.features.length) return [...new Set(parts)];
  // One clause after the head ("…的作业批改，老师可以语音点评") is not a list the brief reads: the
  // clauses after the head are the parts.
  const line = brief.text.trim().split(/\n/)[0]!;
  const at = line.toLowerCase().indexOf(product);
  if (at < 0) return [];
  const after = line.slice(at + product.length);
  const tail = zh
    ? after.replace(/^[^，,；;：:]*[，,；;：:]/, "")
    : after.replace(/^.*?(?:[,;:]|\s[—–-]\s|\s(?=so\s))/, "");
  if (tail === after) return [];
  const clauses = tail
    .split(zh ? /[，,；;、。]|以及|和|及/ : /[,;.]\s*|\s+and\s+/)
    .map((c) => c.trim())
    .filter(Boolean);
  return changeParts({ ...brief, features: clauses.map((c) => (zh ? c : c.replace(/^so\s+/i, ""))) }, change);
}

// "写一份PRD", "write it up as a PRD": how it is asked, never a part.
const ASK = /\bprd\b|需求文档|文档|^(?:写|做|出)一份/i;

/** Beside the change's parts: how it reaches the product's users, and how they learn of it. */
function rolloutFeatures(change: ChangeRequest, zh: boolean): DocFeature[] {
  const { target, product } = change;
  if (zh)
    return [
      {
        name: "灰度发布与回退",
        want: `逐步用上这次改动，验证之前${change.kind === "add" ? `${product}的其他部分保持不变` : `现有的${target}仍然可用`}`,
        benefit: "上线当天不会影响已经在用的功能",
        criteria: [
          `先向一部分${product}用户开放（例如 10%），再逐步扩大`,
          `关闭开关即可恢复${change.kind === "add" ? "改动前的状态" : `现有的${target}`}，数据不丢失`,
          "已有的数据和设置在改动前后都能正常使用",
        ],
        edge: `改动上线时正在使用${change.kind === "add" ? product : `现有${target}`}的用户，按原来的方式完成当前操作`,
        priority: "P1",
      },
      {
        name: "变更说明与引导",
        want: "第一次遇到改动时就知道改了什么",
        benefit: "不会因为改动而困惑",
        criteria: [
          "首次使用时显示一次性的变更说明，写明改了什么、在哪里",
          "上线当天更新帮助文档",
          "改动后的页面上有反馈入口",
        ],
        edge: "关掉说明的用户可以在帮助中心再次找到它",
        priority: "P2",
      },
    ];
  return [
    {
      name: "Gradual rollout",
      want: `get the change gradually, with ${change.kind === "add" ? `the rest of the ${product} unchanged` : `the current ${target} still there`} until it is proven`,
      benefit: "nothing I rely on breaks on release day",
      criteria: [
        `Released to a share of ${product} users first (for example 10 %), then widened`,
        `Switching the change off restores ${change.kind === "add" ? `the ${product} as it was` : `the current ${target}`} with no data lost`,
        "Existing data and settings work unchanged before and after the change",
      ],
      edge: `A user midway through ${change.kind === "add" ? `a task in the ${product}` : `the current ${target}`} when the change ships finishes it the way they started`,
      priority: "P1",
    },
    {
      name: "What's new and help",
      want: "learn what changed the first time I meet it",
      benefit: "the change does not take me by surprise",
      criteria: [
        "A one-time note on first use says what changed and where",
        "Help pages are updated on release day",
        "The changed screens carry a feedback link",
      ],
      edge: "A user who dismissed the note can find it again in help",
      priority: "P2",
    },
  ];
}

/** The spec of a PRD for a change to an existing product. */
export function specForChange(brief: Brief, change: ChangeRequest): ProductSpec {
  const zh = brief.language === "zh";
  const parts = changeParts(brief, change);
  // "重构我们电商" read as who it is for: the verb or "our" is never a user.
  const namedUsers = brief.users.filter(
    (u) =>
      !u.includes(change.verb) && !/我们|我的|现有|\b(?:our|my)\b/i.test(u) && !u.includes(change.product),
  );
  // "onboarding for new teams": who the change is for, when the request names no one else.
  const forWhom = zh
    ? null
    : /\bfor\s+((?:new|first-time|existing|returning|small|large)\s+)?([a-z]+)$/i.exec(change.target);
  if (!namedUsers.length && forWhom && (isPerson(forWhom[2], "en") || /^teams?$/i.test(forWhom[2])))
    namedUsers.push(forWhom[0].replace(/^for\s+/i, ""));
  const base: Brief = {
    ...brief,
    users: namedUsers,
    subject: {
      product: change.product,
      audience: null,
      brand: brief.subject.brand,
      setting: null,
      phrase: change.product,
    },
    // "候补排队功能": the feature is the queue, "功能" (feature) says nothing of it.
    features: parts.length ? parts : [zh ? change.target.replace(/(?<=.{2})功能$/, "") : change.target],
  };
  const spec = specFromBrief(base);
  const { target, product } = change;
  // The job the product's own name says it does ("field inspection") is the product's, not the change's.
  const own = (f: DocFeature) => product.toLowerCase().includes(f.name.toLowerCase());
  const named = spec.pack.features.filter((f, i) => f.priority === "P0" && !(i === 0 && own(f)));
  const features = [...named, ...rolloutFeatures(change, zh)];
  // Two users the request named: the second one uses the change too, it does not watch its numbers;
  // otherwise the second reader is the team that runs the product (not "the rest of the household").
  const secondUses = !spec.usersAssumed && base.users.length > 1;
  const users: [string, string] = [
    spec.pack.users[0],
    secondUses ? spec.pack.users[1] : zh ? `负责${product}的团队` : `the team that runs the ${product}`,
  ];
  // "the current notifications, which fall short"
  const many = !zh && /[^s]s$/i.test(target.split(/\s+(?:for|of|in|on|with|from)\s+/i)[0]!);
  const names = named.slice(0, 3).map((f) => (zh ? `「${f.name}」` : lowerFirst(f.name)));
  const wants = named.slice(0, 3).map((f) => lowerFirst(f.want));
  const add = change.kind === "add";
  const mechanics = named.map((f) => mechanicText(f.name, brief.language));
  const metrics = uniqueBy(
    [...mechanics.map((m) => ({ name: m.metric[0], target: m.metric[1] })), ...spec.pack.metrics],
    (m) => m.name,
  ).slice(0, 4);
  const risks: [string, string][] = [
    ...uniqueBy(
      mechanics.map((m) => m.risk),
      (r) => r[0],
    ).slice(0, 3),
    zh
      ? [
          `已经习惯现有${add ? product : target}的用户不适应改动`,
          "灰度发布、首次使用时说明改了什么，并保留一个版本的回退开关",
        ]
      : [
          `People used to the current ${add ? product : target} are thrown by the change`,
          "Roll it out gradually, say what changed on first use, and keep a switch back for one release",
        ],
  ];
  const pack = {
    ...spec.pack,
    product,
    users,
    features,
    metrics,
    risks,
    goals: (zh
      ? [
          `在已经在用的${product}里完成${listPhrase(names, "zh")}`,
          secondUses ? `在${product}里直接用上这次改动` : "用数据判断这次改动是否有效，效果不好可以随时关闭",
        ]
      : [
          `${listPhrase(wants, "en")} without leaving the ${product}`,
          secondUses
            ? `use the change where they already work in the ${product}`
            : "see from the numbers whether the change works, and switch it off if it does not",
        ]) as [string, string],
    pains: (zh
      ? add
        ? [`在${product}里找不到${target}，只能在${product}之外想办法`, `手工处理用户对${target}的需求`]
        : [`只能将就现有的${target}，不好用时只能绕开或放弃`, `手工处理现有${target}带来的咨询和问题`]
      : add
        ? [
            `have no ${target} in the ${product}, so they work around it outside the ${product}`,
            `handle requests for ${withArticle(target)} by hand`,
          ]
        : [
            `make do with the current ${target}, which ${many ? "fall" : "falls"} short, so they work around ${many ? "them" : "it"} or give up`,
            `handle the support requests and manual fixes the current ${target} ${many ? "cause" : "causes"}`,
          ]) as [string, string],
    problem: zh
      ? add
        ? [
            `${product}目前没有${target}，${users[0]}只能离开${product}去别处完成，或者干脆不做。`,
            "相关需求靠人工转达，难以统计和跟进。",
          ]
        : [
            `${product}现有的${target}不够好用：${listPhrase(names, "zh")}要么没有，要么不好用。`,
            "每一次绕开都变成团队要处理的咨询或手工操作。",
          ]
      : add
        ? [
            `The ${product} has no ${target}: ${users[0]} leave it to do this elsewhere, or do not do it at all.`,
            "Requests for it reach the team by hand, so they are hard to count and to answer.",
          ]
        : [
            `The current ${target} of the ${product} ${many ? "fall" : "falls"} short: ${listPhrase(names, "en")} ${names.length > 1 ? "are" : "is"} missing or hard to use.`,
            "Every workaround ends up with the team as a support request or a manual fix.",
          ],
    today: zh
      ? add
        ? `没有这项功能，只能在${product}之外想办法`
        : `现有的${target}`
      : add
        ? `doing without it, or tools outside the ${product}`
        : `the current ${target} of the ${product}`,
    nonGoals: zh
      ? [`不重做${product}的其他部分，只改${target}`, `不迁移与${target}无关的历史数据`]
      : [
          `Rebuilding the rest of the ${product}: only the ${target} changes`,
          `Migrating old data beyond what the ${target} needs`,
        ],
    questions: [
      ...brief.unplaced.map((u) => (zh ? `「${u}」应放在哪个功能里？` : `Where does "${u}" belong?`)),
      ...(zh
        ? [
            `先向哪些${users[0]}开放这次改动？${add ? "" : `现有的${target}保留多久？`}`,
            `现有数据是否需要为${target}迁移？`,
          ]
        : [
            `Which ${users[0]} get the change first${add ? "" : `, and how long ${many ? "do" : "does"} the current ${target} stay available`}?`,
            `Does existing data need migrating for the ${target}?`,
          ]),
    ],
    phases: (zh
      ? [
          ["第一阶段（第 1–4 周）", named.map((f) => f.name).join("、")],
          ["灰度与全量（第 5–8 周）", "灰度发布与回退、变更说明与引导，按数据逐步扩大到全部用户"],
        ]
      : [
          ["First release (weeks 1–4)", named.map((f) => f.name).join(", ")],
          [
            "Rollout (weeks 5–8)",
            "Gradual rollout and what's new, widened to every user as the numbers hold",
          ],
        ]) as [string, string][],
    // Who does what with the change's own parts (the product's name is not one of them).
    sequence: {
      ...spec.pack.sequence,
      messages: [
        [0, 1, features[0].name],
        [1, 2, zh ? "保存并校验" : "Save and validate"],
        [2, 1, zh ? "返回结果" : "Result"],
        [1, 0, zh ? "展示结果" : "Show the result"],
        ...(named[1]
          ? [
              [0, 1, named[1].name],
              [1, 2, zh ? "更新" : "Update"],
              [2, 1, zh ? "完成" : "Done"],
            ]
          : []),
      ] as [number, number, string][],
    },
    flow: brief.steps.length
      ? spec.pack.flow
      : { ...spec.pack.flow, steps: named.slice(0, 4).map((f) => f.name) },
  };
  return {
    ...spec,
    phrase: changeTitle(change, zh),
    product,
    pack,
    change,
  };
}
