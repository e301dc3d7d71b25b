/**
 * The subject of a request: the product or process it is about, who it is for, where it is
 * used and the name the user gave it — from the words before the request's list (or its first
 * sentence), cleaned of how it is asked ("Write a PRD for…", "画一个…的时序图").
 */
import { EN_DELIVERABLE_WORDS, ZH_DELIVERABLE_WORDS } from "./deliverable";
import { servedZh } from "./served-zh";
import { EN_JOB_VERB } from "./words-en";
import type { BriefLanguage, Subject } from "./types";

const EN_LEADS: RegExp[] = [
  /^(?:hi|hello|hey|ok(?:ay)?|so|now|great|thanks)\b[\s,!.]*/i,
  /^(?:please|pls|kindly)\s+/i,
  /^(?:can|could|would|will) you\s+(?:please\s+)?/i,
  /^(?:help me(?: to)?|i (?:want|need|would like|'d like)(?: you)? to|let'?s|we (?:want|need) to)\s+/i,
  /^(?:i|we) (?:want|need|would like)\s+/i,
  // "Need a PRD for …", "Looking for a flowchart of …": the ask, never the product's name.
  /^(?:need(?:ed)?|want(?:ed)?|requesting|looking for|(?:i'm|we're|i am|we are) looking for)\s*:?\s+/i,
  /^(?:write|draft|create|make|give me|prepare|put together|produce|generate|build|design|develop|outline|sketch|draw|map out|map|show|plan|do|add|mock up|wireframe)\s+(?:me\s+|us\s+)?/i,
];

const ZH_LEADS: RegExp[] = [
  /^(?:你好|您好|嗨|哈喽)[，,！!。\s]*/,
  // "请" asks politely — unless it starts a word (请假 leave, 请求 request, 请款 payment request).
  /^(?:请(?![假求款客示教柬])你?|麻烦(?:你)?|帮我|帮忙|给我|请帮我|我想要?|我要|我们想|我需要|我们需要|需要(?=一|写|做|画|出)|想要(?=一|写|做|画|出)|求(?=一份|一个|一张))+/,
  /^(?:用)?(?:一张|一个)?(?:流程图|时序图|状态图|甘特图|思维导图|泳道图|架构图|ER图|类图|图表|图)?(?:来)?(?:表示|描述|说明|呈现|展示|画出|画一下|画|绘制|做|写|设计|生成|整理|出|起草|规划|梳理)(?:一下)?/,
  /^(?:一个|一份|一张|一款|一套|个|份|张|款)/,
  /^(?:给|为|帮)(?=.{2,})/,
];

const ORG =
  /\b(?:store|shop|company|clinic|hospital|school|university|bank|team|agency|firm|brand|district|city|council|restaurant|caf[eé]|club|studio|gym|library|lab|warehouse|fleet|food bank|charity|nonprofit|startup|department|office|hotel|airline|retailer|garage|salon|bakery|credit union)s?$/i;
const ORG_ZH =
  /(?:店|公司|医院|学校|高校|诊所|门店|团队|书店|驾校|物业|社区|工厂|仓库|银行|餐厅|酒店|机构|部门|实验室|平台|小区)$/;

/** A name the user gave: quoted, "called X", "named X", 「X」, 叫X (not 叫号, calling queue numbers), or a capitalised name after "for". */
export function brandOf(text: string): string | null {
  const quoted = /[「『“"]([^」』”"]{2,24})[」』”"]/.exec(text)?.[1];
  if (quoted) return quoted.trim();
  const called =
    /\b(?:called|named|brand(?:ed)? as)\s+["']?([A-Z0-9][\w'’.-]*(?:\s+(?:&|of|and|de|the)\s+[A-Z0-9][\w'’.-]*|\s+[A-Z0-9][\w'’.-]*){0,3})/.exec(
      text,
    )?.[1];
  if (called) return called.trim();
  // "叫青禾的读书App": the name ends where "的" starts what it is.
  const zh =
    /(?:叫做?(?!号)|名为|名叫|品牌名?是)\s*([\u4e00-\u9fa5A-Za-z0-9]{2,12}?)(?=的|[，,。；;：:\s]|$)/.exec(
      text,
    )?.[1];
  if (zh) return zh;
  // "for our app Beanly", "our café Little Fern": the user's own name for the product follows what it is.
  const ours =
    /\b(?:our|my)\s+(?:new\s+)?(?:app|application|product|brand|company|startup|shop|store|caf[eé]|restaurant|bakery|studio|clinic|platform|service|site|website|tool)\s+((?:[A-Z][a-z0-9]+[A-Za-z0-9]*|[A-Z]{2,})(?:\s+[A-Z][a-z0-9]+){0,2})\b/.exec(
      text,
    )?.[1];
  if (ours) return ours;
  // "Landing page for Loomly Threads, a …" / "sign-up screen for Tidewater Credit Union with …"
  const cap =
    /\b(?:for|by|from|at)\s+((?:[A-Z][a-z0-9&'’]+|[A-Z]{2,})(?:\s+(?:[A-Z][a-z0-9&'’]+|[A-Z]{2,}|&|of)){0,3})(?=[,.;:]|\s+(?:with|a|an|the|that|which|—|-|to|for|in|on)\b|$)/.exec(
      text,
    )?.[1];
  if (
    cap &&
    !/^(?:I|A|An|The|My|Our|iOS|Android|Web|Mobile|SaaS|B2B|B2C|API|SSO|IT|HR|PRD|CRM|QA)$/.test(cap) &&
    !/^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/.test(cap)
  )
    return cap.trim();
  // "PulseFit, a fitness app" / "Orbit Analytics, a product analytics tool"
  const appositive = /\b([A-Z][a-z]+[A-Z]\w*|[A-Z][a-z0-9]+(?:\s+[A-Z][a-z0-9]+){1,2}),\s+(?:an?|the)\s/.exec(
    text,
  )?.[1];
  return appositive && !/^(?:Sequence|State|Class|Mind|User|Landing|Product)\b/.test(appositive)
    ? appositive
    : null;
}

function cleanEn(text: string): string {
  // ", based on the attached notes": where the brief comes from, not what it is about.
  let s = text
    .trim()
    .replace(
      /,?\s+(?:based on|according to|using|from|per)\s+(?:the\s+|my\s+|our\s+)?(?:attached|above|following|these|those|this)\b.*$/i,
      "",
    );
  // "a 3-page app": how many pages is the set's size, not the product's name.
  s = s.replace(/\b(?:\d+|one|two|three|four|five|six)[- ](?:pages?|screens?)\s+/gi, "");
  for (let round = 0; round < 3; round++) {
    const before = s;
    for (const lead of EN_LEADS) s = s.replace(lead, "");
    s = s.replace(EN_DELIVERABLE_WORDS, " ").replace(/\s+/g, " ").trim();
    s = s
      .replace(/^(?:for|of|about|on|to|showing|that shows|describing|covering|between|among|with)\s+/i, "")
      .replace(/^(?:an?|the|our|my|some)\s+/i, "");
    // "features for a podcast platform", "project timeline for migrating our CRM"
    s = s.replace(
      /^(?:the\s+)?(?:key\s+|main\s+|core\s+)?(?:features?|functions?|ideas|requirements|screens|pages|modules|project|release|launch plan|roadmap|timeline|schedule)\s+(?:of|for|in|about)\s+/i,
      "",
    );
    if (s === before) break;
  }
  return (
    s
      // "website redesign starting 2027-02-01": when it starts is the plan's date, not its name.
      .replace(
        /,?\s+(?:starting|beginning|kicking off|from)\s+(?:on\s+)?(?:\d{4}-\d{1,2}-\d{1,2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*(?:\s+\d{4})?|next\s+\w+)\b.*$/i,
        "",
      )
      .replace(/\s+(?:that|which|who|to|where|so)$/i, "")
      .replace(/^[\s,:;—–-]+|[\s,.;:!?—–-]+$/g, "")
      .trim()
  );
}

function cleanZh(text: string): string {
  let s = text.trim().replace(/[。！？!?；;，,：:\s]+$/, "");
  for (let round = 0; round < 3; round++) {
    const before = s;
    for (const lead of ZH_LEADS) s = s.replace(lead, "");
    s = s
      .replace(ZH_DELIVERABLE_WORDS, "")
      .replace(/^(?:关于|针对|有关)/, "")
      .replace(/的(?:流程|过程|设计|方案)$/, "")
      .replace(/(?:编写|撰写|写|做|画|设计|生成)$/, "")
      .replace(/的$/, "");
    if (s === before) break;
  }
  return s.trim();
}

// People are plural nouns or nouns of a person (operator, nurse, team…); "a SaaS invoicing
// product", "a running club app" are what something belongs to.
const PERSON =
  /^(?:operators?|managers?|admins?|administrators?|nurses?|doctors?|patients?|students?|teachers?|parents?|owners?|users?|customers?|members?|volunteers?|coach(?:es)?|drivers?|riders?|buyers?|sellers?|hosts?|guests?|travell?ers?|freelancers?|designers?|developers?|engineers?|residents?|tenants?|landlords?|beekeepers?|homeowners?|athletes?|beginners?|famil(?:y|ies)|teams?|staff|people|kids?|child(?:ren)?|persons?|agents?|recruiters?|candidates?|applicants?|investors?|founders?|analysts?|marketers?|writers?|readers?|creators?|artists?|chefs?|cooks?|farmers?|seniors?|adults?|women|men|flatmates?|roommates?|neighbou?rs?|employees?|workers?|couriers?|dispatchers?|clinicians?|therapists?|pharmacists?|cashiers?|shoppers?|diners?|gamers?|fans?|lawyers?|accountants?|consultants?|contractors?|technicians?|instructors?|tutors?|learners?|pet owners?)$/i;
const THING =
  /\b(?:app|application|product|tool|platform|service|system|website|site|portal|store|shop|brand|company|startup|position|role|job|project|program|programme|course|event|business)$/i;

/** "wedding planners to manage …", "wedding guests": the words before a purpose or comma end with people. */
function namesPeople(phrase: string): boolean {
  const [who, job] = phrase
    .split(/,/)[0]!
    .split(/\s+to\s+(?=[a-z])/i)
    .map((x) => x.trim());
  const last = who!.split(/\s+/).pop() ?? "";
  // "running clubs to plan routes": a group that does the jobs named after it.
  const doesJobs = Boolean(job && EN_JOB_VERB.test(job) && /[^s]s$/i.test(last));
  return doesJobs || (who!.includes(" ") && (PERSON.test(last) || /^[a-z]+(?:er|or|ist|ian)s$/i.test(last)));
}

function isPeople(phrase: string): boolean {
  const last = phrase.trim().split(/\s+/).pop() ?? "";
  return !THING.test(phrase) && !ORG.test(phrase) && (PERSON.test(last) || /[^s]s$/i.test(last));
}

const EN_AUDIENCE =
  /^(.*?)\s+(?:for|aimed at|targeting|designed for|built for|made for|used by)\s+(?:the\s+|an?\s+|our\s+)?(.+)$/i;
const ZH_AUDIENCE = /^(?:面向|针对|专为|适合|给|为)(.{2,12}?)(?:的|使用的|用的)(.+)$/;
const NOT_AUDIENCE = /^(?:me|us|you|it|this|that|free|now|fun|example|sale|rent|hire|work|home|everyone)\b/i;

/** The subject from the request's head (the words before its list) or its first sentence. */
export function subjectOf(head: string, whole: string, lang: BriefLanguage): Subject {
  const brand = brandOf(whole);
  if (lang === "zh") {
    // "给养蜂人记录蜂箱检查的工具": for whom (a person), then what it does for them.
    const served = servedZh(whole.split(/[。！？!?\n]/)[0] ?? "", ZH_DELIVERABLE_WORDS);
    if (served)
      return {
        product: served.product,
        audience: served.person,
        brand,
        setting: null,
        phrase: `面向${served.person}的${served.product}`,
      };
    let product = cleanZh((head || whole).split(/[，,；;]/).find((c) => cleanZh(c)) ?? "");
    let audience: string | null = null;
    let setting: string | null = null;
    // "驾校做一个学员练车预约系统": who it is made for, then the product.
    const forWhom = /^(.{2,10}?)(?:做|开发|设计|搭建|写)(?:一个|一套|一款|个|套|款)(.{2,})$/.exec(product);
    if (forWhom) [setting, product] = [forWhom[1], forWhom[2]];
    const aud = ZH_AUDIENCE.exec(product);
    if (aud) {
      [audience, product] = [aud[1], aud[2]];
      if (ORG_ZH.test(audience)) [setting, audience] = [audience, null];
    }
    if (brand)
      product = product.replace(`「${brand}」`, brand).replace(new RegExp(`^${brand}的?`), "") || brand;
    product = product.replace(/^的|的$/g, "").trim();
    const phrase = audience ? `面向${audience}的${product}` : setting ? `${setting}的${product}` : product;
    if (setting)
      setting = setting
        .replace(/[「」『』“”"]/g, "")
        .replace(/^(?:一家|一间|一个|一所|一座|一位|某家|某个)(?=.{2,})/, "");
    return { product, audience, brand, setting, phrase };
  }
  // "a yoga studio called Stillwater": the name is the brand, the rest the subject.
  // "… app with sections: A, B": the sections are listed after; "with sections" names none of the product.
  let product = cleanEn(head || whole)
    .replace(/\s+(?:called|named)\s+.*$/i, "")
    .replace(
      /\s+(?:with|having|containing)\s+(?:the\s+)?(?:sections?|tabs?|parts?|blocks?|modules?|panels?|groups?)$/i,
      "",
    );
  let audience: string | null = null;
  let setting: string | null = null;
  // "a first-time home buyer using our mortgage app": who uses it, and what they use.
  const using = /^(.+?)\s+(?:using|on|with)\s+(?:our|the|their|an?)\s+(.+)$/i.exec(product);
  if (using && /(?:app|tool|platform|site|website|service|system|portal|product)$/i.test(using[2]))
    return {
      product: using[2],
      audience: using[1],
      brand,
      setting: null,
      phrase: `${using[2]} for ${using[1]}`,
    };
  // "a tool-lending library run by a neighborhood association": the library is the product, the
  // association where it lives (the writers would otherwise repeat the whole clause everywhere).
  const runBy =
    /^(.{3,}?)\s+((?:run|managed|operated|owned|organi[sz]ed|hosted|maintained)\s+by)\s+((?:an?|the|our)\s+)?(.+)$/i.exec(
      product,
    );
  if (runBy && !EN_AUDIENCE.test(runBy[1])) {
    const who = runBy[4].split(/,\s*/)[0].trim();
    return {
      product: runBy[1].trim(),
      audience: null,
      brand,
      setting: who,
      phrase: `${runBy[1].trim()} ${runBy[2].toLowerCase()} ${runBy[3] ?? ""}${who}`,
    };
  }
  const aud = EN_AUDIENCE.exec(product);
  // "app for tracking habits": what it is for is the product; "tool for wedding planners to …",
  // "app for wedding guests": an -ing word before people is what kind of people they are.
  const gerundFor =
    aud &&
    /^(?:[a-z]+ing)\b/i.test(aud[2]) &&
    /^(?:project|plan|app|tool|system|product|process)?$/i.test(aud[1]) &&
    !namesPeople(aud[2]);
  if (aud && gerundFor) product = aud[2];
  // "paying for street parking in our app", "applying for a loan": the verb's own "for", one job.
  else if (aud && /^[a-z]+ing$/i.test(aud[1].trim()) && !namesPeople(aud[2]))
    product = product.replace(
      /\s+(?:in|on|through|via)\s+(?:our|my|the|your)\s+(?:app|website|site|platform)$/i,
      "",
    );
  else if (aud && !NOT_AUDIENCE.test(aud[2])) {
    product = aud[1].trim();
    // "a climbing gym managed by volunteers": the gym is where it is used; who runs it is detail.
    let who = aud[2].replace(/^(?:an?|the|our)\s+/i, "");
    // "an app for a piano teacher to schedule lessons and collect payments": who it is for, then
    // what it does — every job, commas included ("to book appointments, send reminders and take deposits").
    const purpose = /^([^,;:]+?)\s+to\s+([a-z]+\b.*)$/i.exec(who);
    if (purpose && (isPeople(purpose[1].split(/\s+of\s+/)[0]) || namesPeople(who))) {
      who = purpose[1].trim();
      product = `${product} to ${purpose[2].trim()}`;
    } else who = who.split(/,\s*/)[0];
    who = who
      .replace(/\s+(?:run|managed|operated|owned|organi[sz]ed|hosted|maintained)\s+by\s+.+$/i, "")
      .trim();
    // "residents of a city district": the head noun ("residents") says whether it is people.
    const headNoun = who.split(/\s+of\s+/)[0];
    if (brand && who.toLowerCase() === brand.toLowerCase()) {
      // "Landing page for Loomly Threads": the brand, not who it is for.
    } else if (isPeople(headNoun) || /\bteam$/i.test(headNoun)) audience = who;
    else setting = who;
  }
  if (brand) {
    // "Loomly Threads, a sustainable kids' clothing subscription": the description is the product.
    const described = new RegExp(
      `${brand.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")},?\\s+(?:an?|the)\\s+([^,.;:]+)`,
    ).exec(whole)?.[1];
    if (described) product = cleanEn(described);
    else
      product =
        product
          .replace(brand, "")
          .replace(/^\s*(?:for|of|'s)\s+/i, "")
          .trim() || brand;
  }
  product = product
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:an?|the)\s+(?=\S)/i, "");
  // "app for dog groomers to book appointments, send reminders and take deposits".
  const [base, purpose] = product.split(/\s+(?=to\s+[a-z])/i, 2);
  const phrase = audience
    ? purpose
      ? `${base} for ${audience} ${product.slice(base.length).trim()}`
      : `${product} for ${audience}`
    : setting
      ? `${product} for ${setting.replace(/^(?!an?\s|the\s)/i, (m) => m)}`
      : product;
  return { product, audience, brand, setting, phrase };
}
