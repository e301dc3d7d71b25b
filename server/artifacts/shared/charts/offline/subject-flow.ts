/**
 * A flow worded from the subject's own words when the request names no steps and no pack or
 * known process fits: who does it, what they do, to what and for whom — "how a ski resort shows
 * lift status to skiers" → resort staff update the lift status, the app publishes it, skiers
 * see it; "how a food bank schedules volunteer shifts" → staff open the shifts, volunteers sign
 * up, staff schedule them, volunteers get a confirmation. Never the request pasted into a step.
 */
import type { Brief } from "../../../../ai/offline/brief";
import type { DocFlow } from "../../../../ai/offline/knowledge/pack-types";
import { isZhNoun, isZhVerb, zhWords } from "../../../../ai/offline/brief/words-zh";
import { enWords, isEnVerb } from "../../../../ai/offline/brief/words-en";

const isVerbWord = (word: string) => {
  const [, w] = enWords(`they ${word.toLowerCase()}`);
  return Boolean(w && isEnVerb(w));
};

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Verbs of telling: the flow is information going out to people. */
const TELLS =
  /^(?:show|display|publish|share|post|announce|tell|inform|notify|update|alert|broadcast|communicate|report)$/i;
/** Verbs of giving people a slot or a thing they ask for. */
const OFFERS =
  /^(?:schedule|book|assign|allocate|plan|organi[sz]e|roster|rent|lend|distribute|match|enrol|enroll|register|seat)$/i;
const VERBS =
  /^(?:show|display|publish|share|post|announce|tell|inform|notify|update|alert|broadcast|communicate|report|schedule|book|assign|allocate|plan|organi[sz]e|roster|rent|lend|distribute|match|enrol|enroll|register|seat|manage|handle|process|track|collect|approve|review|onboard|train|recruit|hire|deliver|ship|sell|check|verify|issue|send|invoice|bill|charge|refund|sort|pick|pack|clean|repair|inspect|route|dispatch|run|prepare|serve|welcome|support|answer|resolve|triage|admit|treat|discharge|screen|interview|vet|greet|sign|test|measure|record|store|order|buy|receive|return)$/i;
const PEOPLE =
  /\b(volunteers?|customers?|guests?|patients?|students?|parents?|members?|staff|employees?|drivers?|riders?|skiers?|visitors?|tenants?|residents?|players?|users?|buyers?|sellers?|donors?|attendees?|passengers?|travell?ers?|candidates?|clients?|shoppers?|diners?|readers?|borrowers?|teachers?|nurses?|doctors?|technicians?|workers?|owners?|fans?|subscribers?)\b/i;

function baseVerb(word: string): string {
  const w = word.toLowerCase();
  if (/ies$/.test(w)) return w.replace(/ies$/, "y");
  if (/(?:ss|sh|ch|x|z|o)es$/.test(w)) return w.slice(0, -2);
  if (/ing$/.test(w)) {
    const stem = w.slice(0, -3).replace(/(\w)\1$/, "$1");
    return /(?:at|iz|ul|ur|ov|ar|ag|in)$/.test(stem) ? `${stem}e` : stem;
  }
  return w.replace(/s$/, "");
}

const plural = (noun: string) =>
  /s$/i.test(noun) ? noun : /[^aeiou]y$/i.test(noun) ? noun.replace(/y$/i, "ies") : `${noun}s`;

type Parts = { org: string; verb: string; object: string; audience: string | null; place?: string };

/** "how a ski resort shows lift status to skiers" → ski resort · show · lift status · skiers. */
function partsEn(subject: string): Parts | null {
  // "onboarding a new tenant in our apartment building": the doing, what it is done to, where.
  const gerund =
    /^([a-z]+ing)\s+(?:an?|the|our|new|each)?\s*((?:new\s+)?[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)\s+(?:in|at|for|of|from)\s+(?:an?|the|our|their)\s+([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2})$/i.exec(
      subject.trim(),
    );
  if (gerund && PEOPLE.test(gerund[2]))
    return {
      org: gerund[3],
      verb: baseVerb(gerund[1]),
      object: plural(gerund[2].replace(/^new\s+/i, "new ")),
      audience: null,
    };
  const how = /^how\s/i.test(subject.trim());
  const at =
    /\s+(?:at|in|from|through|via)\s+(?:an?|the|our|their|your)\s+([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2})$/i.exec(
      subject.trim(),
    );
  const bare = (at ? subject.trim().slice(0, at.index) : subject.trim()).replace(/^how\s+/i, "");
  // "how patients refill prescriptions": people, then what they do (a plural verb has no -s).
  const people = new RegExp(
    `^((?:[a-z]+\\s+){0,2}?${PEOPLE.source.replace(/^\\b|\\b$/g, "")})\\s+([a-z]+)\\s+(?:(?:their|the|an?|our)\\s+)?([a-z][\\w'-]*(?:\\s+[a-z][\\w'-]*){0,2})$`,
    "i",
  ).exec(bare);
  if (how && people && !/s$/i.test(people[people.length - 2]) && isVerbWord(people[people.length - 2]))
    return {
      org: at?.[1] ?? "",
      verb: people[people.length - 2].toLowerCase(),
      object: people[people.length - 1],
      audience: people[1],
    };
  const m =
    /^(?:how\s+)?(?:an?|the|our|my|your)?\s*([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)\s+([a-z]+(?:s|es|ing))(?:\s+(?:out|up|off))?\s+(?:(?:an?|the|their|its|our)\s+)?([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)(?:\s+(?:to|for|with|among)\s+(?:(?:the|its|their|our)\s+)?([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}))?$/i.exec(
      bare,
    );
  if (!m) return null;
  const verb = baseVerb(m[2]);
  // An unlisted verb only after "how", and only when the tagger reads it as a verb.
  if (!VERBS.test(verb) && !(how && isVerbWord(m[2]))) return null;
  if (PEOPLE.test(m[2])) return null;
  // "how patients refill prescriptions at our pharmacy": people do it, the place serves them.
  if (PEOPLE.test(m[1]) && new RegExp(`${PEOPLE.exec(m[1])![1]}$`, "i").test(m[1]))
    return { org: at?.[1] ?? "", verb, object: m[3], audience: m[1] };
  return { org: m[1], verb, object: m[3], audience: m[4] ?? null, place: at?.[1] };
}

/** "滑雪场如何向滑雪者展示缆车状态" → 滑雪场 · 展示 · 缆车状态 · 滑雪者. */
function partsZh(subject: string): Parts | null {
  const m =
    /^(.{2,8}?)(?:如何|怎么|怎样)?(?:向|给|为)(.{2,8}?)(展示|显示|发布|推送|通知|公布|提供|安排|分配)(.{2,10})$/.exec(
      subject.trim(),
    );
  if (m) return { org: m[1], verb: m[3], object: m[4], audience: m[2] };
  const n =
    /^(.{2,8}?)(?:如何|怎么|怎样)?(展示|显示|发布|推送|通知|公布|安排|排班|分配|管理|处理|审核|招募)(.{2,10})$/.exec(
      subject.trim(),
    );
  if (n) return { org: n[1], verb: n[2], object: n[3], audience: ZH_PEOPLE.exec(n[3])?.[0] ?? null };
  // "健身房会员续费": a place, who, and what they do.
  const words = zhWords(subject.trim()).filter((w) => w.tag !== "x");
  const v = words.findIndex(
    (w, i) => i > 0 && (isZhVerb(w.tag) || w.tag === "vn") && words.slice(0, i).every((x) => isZhNoun(x.tag)),
  );
  if (v < 0) return null;
  const before = words.slice(0, v).map((w) => w.word);
  const who = [...before].reverse().find((w) => ZH_PEOPLE.test(w));
  const org = before.filter((w) => w !== who).join("");
  return {
    org,
    verb: words
      .slice(v)
      .map((w) => w.word)
      .join(""),
    object: "",
    audience: who ?? null,
    place: "do",
  };
}

const ZH_PEOPLE =
  /业主|会员|患者|病人|学生|家长|居民|租户|顾客|客户|用户|员工|司机|乘客|读者|游客|旅客|访客|老人|志愿者|候选人|商家|骑手/;

function flowEn({ org, verb, object, audience }: Parts): DocFlow {
  // People do it themselves; the place (if named) serves them.
  if (
    audience &&
    PEOPLE.test(audience) &&
    !TELLS.test(verb) &&
    (!org || !/\b(?:how)\b/i.test(org)) &&
    new RegExp(`${PEOPLE.exec(audience)![1]}$`, "i").test(audience) &&
    !OFFERS.test(verb) &&
    org !== audience
  ) {
    const people = upper(audience);
    const team = org ? `${upper(org)} staff` : "The team";
    if (!org || PEOPLE.test(org) === false) {
      return {
        start: `${people} need to ${verb} their ${object}`,
        steps: [
          `${people} ask to ${verb} their ${object}`,
          `${team} check the ${object}`,
          `${team} prepare the ${object}`,
        ],
        decision: {
          question: `${upper(object)} ready?`,
          yes: `${people} collect their ${object}`,
          no: `Tell ${audience} when the ${object} will be ready`,
        },
        end: `${people} have their ${object}`,
      };
    }
  }
  const staff = /\b(?:staff|team|team members|operators?|crew)$/i.test(org)
    ? upper(org)
    : `${upper(org)} staff`;
  const who = audience ? upper(audience) : null;
  if (TELLS.test(verb)) {
    const people = who ?? "People";
    return {
      start: `The ${object} changes`,
      steps: [
        `${staff} update the ${object}`,
        `The system publishes the ${object}`,
        `${people} see the ${object}`,
      ],
      decision: {
        question: `Does the change affect ${audience ?? "them"}?`,
        yes: `Alert ${audience ?? "the people affected"} with the new ${object}`,
        no: `Keep the ${object} on display`,
      },
      end: `${people} act on the latest ${object}`,
    };
  }
  const inObject = PEOPLE.exec(object)?.[1];
  const people = who ?? (inObject ? upper(plural(inObject)) : null);
  const rest = inObject ? object.replace(new RegExp(`\\b${inObject}\\b\\s*`, "i"), "").trim() : "";
  const thing = rest && !new RegExp(`${inObject}$`, "i").test(object) ? rest : object;
  if (OFFERS.test(verb) && people) {
    return {
      start: `${staff} plan the ${object}`,
      steps: [
        `${staff} open the ${object}`,
        `${people} sign up for the ${thing}`,
        `${staff} ${verb} the ${object}`,
      ],
      decision: {
        question: `Every ${thing.replace(/s$/, "")} covered?`,
        yes: `${people} get a confirmation and a reminder`,
        no: `${staff} ask more ${people.toLowerCase()} to sign up`,
      },
      end: `${upper(object)} ${verb === "schedule" ? "scheduled" : "settled"}`,
    };
  }
  // "triages emergency patients": the people are what is handled.
  if (inObject && thing === object.replace(/\s+$/, "") && new RegExp(`${inObject}$`, "i").test(object)) {
    const them = upper(object);
    return {
      start: `${them} arrive at the ${org}`,
      steps: [
        `${staff} register the ${object}`,
        `${staff} ${verb} the ${object}`,
        `The system records the outcome for each of the ${object}`,
      ],
      decision: {
        question: `${them} need anything else?`,
        yes: `Refer the ${object} to the right team`,
        no: `Tell the ${object} what happens next`,
      },
      end: `${them} on their way`,
    };
  }
  const by = people ? `${people} ask for the ${thing}` : `A request for the ${object} comes in`;
  return {
    start: by,
    steps: [
      `${staff} check the ${object}`,
      `${staff} ${verb} the ${object}`,
      `The system records the ${object}`,
    ],
    decision: {
      question: `${upper(object)} done as asked?`,
      yes: people ? `${people} get a confirmation` : `Confirm the ${object}`,
      no: `${staff} fix the ${object} and try again`,
    },
    end: `${upper(object)} closed`,
  };
}

function flowZh({ org, verb, object, audience, place }: Parts): DocFlow {
  const people = audience ?? "用户";
  if (place === "do") {
    const desk = org || "工作人员";
    return {
      start: `${people}需要${verb}`,
      steps: [`${people}提交${verb}申请`, `${desk}审核${verb}信息`, `${desk}办理${verb}`],
      decision: {
        question: `${verb}信息齐全？`,
        yes: `${people}收到${verb}结果`,
        no: `通知${people}补充${verb}信息`,
      },
      end: `${verb}完成`,
    };
  }
  if (/展示|显示|发布|推送|通知|公布/.test(verb)) {
    return {
      start: `${object}发生变化`,
      steps: [`${org}工作人员更新${object}`, `系统发布${object}`, `${people}查看${object}`],
      decision: {
        question: `变化影响${people}？`,
        yes: `向${people}推送最新${object}`,
        no: `持续展示${object}`,
      },
      end: `${people}按最新${object}行动`,
    };
  }
  if (!/安排|排班|分配|招募/.test(verb)) {
    return {
      start: `${object}需要${verb}`,
      steps: [`${org}登记${object}`, `${org}核实${object}情况`, `${org}${verb}${object}`],
      decision: { question: `需要告知${people}？`, yes: `通知${people}${verb}结果`, no: `${org}记录并归档` },
      end: `${object}${verb}完成`,
    };
  }
  return {
    start: `${org}准备${verb}${object}`,
    steps: [`${org}发布${object}安排`, `${people}报名或提交需求`, `${org}${verb}${object}`],
    decision: {
      question: `${object}已全部落实？`,
      yes: `通知${people}结果`,
      no: `${org}补充调整后再次${verb}`,
    },
    end: `${object}${verb}完成`,
  };
}

/** The subject's own flow and its verb, or null when its words do not say who does what. */
export function subjectFlow(b: Brief): { flow: DocFlow; verb: string; object: string } | null {
  const subject = b.subject.product;
  if (!subject) return null;
  const parts = b.language === "zh" ? partsZh(subject) : partsEn(subject);
  if (!parts) return null;
  return {
    flow: b.language === "zh" ? flowZh(parts) : flowEn(parts),
    verb: parts.verb,
    object: parts.object,
  };
}
