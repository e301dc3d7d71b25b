/**
 * What the items of a list are — steps, actors, states, entities, pages, sections, fields,
 * actions or features — from the word that introduced the list ("between", "fields", "包括",
 * "四个页面"), else from what is being made (a sequence diagram's list is its participants), and
 * inside an item who does what ("IT sets up the laptop", "直属主管审批").
 */
import { enWords, isEnNoun, isEnVerb } from "./words-en";
import { isZhNoun, isZhVerb, zhWords } from "./words-zh";
import { mermaidKind, multPrototypeKind, prototypeKind } from "@/lib/contracts/kinds";
import type { BriefLanguage, ChartKind, Deliverable, Step } from "./types";

export type Role =
  | "steps"
  | "actors"
  | "states"
  | "entities"
  | "pages"
  | "sections"
  | "fields"
  | "actions"
  | "features"
  | "users";

const HINTS: [Role, RegExp][] = [
  [
    "users",
    /\b(?:target users?|users|audience|personas?|user groups?|who it is for)\s*$|目标用户|用户群体|用户角色|适用人群|使用人群|目标人群/i,
  ],
  [
    "actors",
    /\b(?:between|among|involving|involves|participants?|parties|actors?|systems? involved)\b|参与方|参与者|涉及|之间|角色/i,
  ],
  ["states", /\b(?:states?|status(?:es)?|lifecycle)\b|状态/i],
  ["entities", /\b(?:entities|entity|tables?|objects|models?|classes)\b|实体|表结构|对象|类图|数据模型/i],
  ["pages", /\b(?:pages?|screens|views)\b|页面|页$/i],
  ["fields", /\b(?:fields?|inputs?|form fields|enter|fill in|asks? for)\b|字段|输入|填写|表单项/i],
  ["actions", /\b(?:buttons?|actions|ctas?)\b|按钮|操作/i],
  [
    "sections",
    /\b(?:sections?|modules?|blocks?|cards?|widgets?|tabs|panels?|showing|shows?|displays?|displaying|lists?)\b|模块|板块|区域|栏目|展示|显示|能看到|可以看到|卡片/i,
  ],
  [
    "steps",
    /\b(?:steps?|flow|process|workflow|procedure|stages?|phases?|milestones?)\b|步骤|流程|环节|阶段|迭代|排期/i,
  ],
  [
    "features",
    /\b(?:features?|functions?|capabilities|supports?|including|includes?|with|covering|lets|allows|helps|enables)\b|功能|支持|包括|包含|具备|提供|需要/i,
  ],
];

const CHART_ROLE: Record<ChartKind, Role> = {
  flowchart: "steps",
  sequence: "actors",
  state: "states",
  er: "entities",
  class: "entities",
  gantt: "steps",
  journey: "steps",
  mindmap: "features",
};

// Roles a product name may contain by chance ("support ticket", "feature flags"): not read from the head.
// A page request's head names the page itself ("a booking page", "房源详情页"), not a list of pages.
const HEAD_ROLES = new Set<Role>(["users", "actors", "states", "entities", "fields", "actions", "sections"]);

/** The role a list's suffix or introducer names, else what is being made implies, else its head. */
export function roleOf(
  list: { introducer: string; head: string; suffix: string },
  made: { deliverable: Deliverable | null; chart: ChartKind | null; mode: string | null },
): Role {
  const onPage = made.mode === prototypeKind.mode || made.mode === multPrototypeKind.mode;
  for (const source of [list.suffix, list.introducer === ":" ? "" : list.introducer]) {
    const hit = source ? HINTS.find(([, re]) => re.test(source)) : undefined;
    // "with" and "including" only mean features in a document; on a page they are its sections.
    // "with" and "including" say nothing of a chart's structure: its type decides.
    if (hit && hit[0] === "features" && made.chart && made.mode === mermaidKind.mode) break;
    // …and in a page set, the parts it is "with" are its pages.
    if (hit)
      return hit[0] === "features" && onPage
        ? made.mode === multPrototypeKind.mode
          ? "pages"
          : "sections"
        : hit[0];
  }
  if (made.chart && (made.mode === mermaidKind.mode || (made.deliverable === mermaidKind.mode && !made.mode)))
    return CHART_ROLE[made.chart];
  // A document's list is its features whatever its head says ("test cases for the coupon field: …").
  const fromHead = HINTS.find(
    ([role, re]) =>
      (role === "users" || onPage || made.mode === mermaidKind.mode) &&
      HEAD_ROLES.has(role) &&
      re.test(list.head),
  );
  if (fromHead && !(fromHead[0] === "sections" && !onPage)) return fromHead[0];
  if (made.mode === multPrototypeKind.mode || made.deliverable === multPrototypeKind.mode) return "pages";
  if (onPage) return "sections";
  return "features";
}

const DETERMINER = /^(?:the|a|an|our|their|its|his|her|each|every|some|any)\s+/i;

// Chinese role nouns end in one of these (员工, 采购员, 维修师傅, 部门经理, 收银系统…).
export const ZH_ROLE_END =
  /(?:员|人|者|师|师傅|家|方|长|主|户|经理|主管|总监|部门|部|组|科|处|系统|平台|中心|端|手|工|生|客|商|人员|老师|医生|司机|骑手|领导|老板|管理员|机器人|后台|银行|网关|机构|财务|人事|法务|行政|客服|物业|子女|老人|患者|家属|学员|教练|导师|学生|团长|审批人|申请人|姨|叔|哥|姐|妈|爸|嫂)$/;
/** Role nouns that are systems, not people. */
export const ZH_SYSTEM_END = /(?:系统|平台|后台|网关|中心|端|机器人|银行|机构|服务)$/;

/**
 * "IT sets up the laptop" → actor IT, action "sets up the laptop"; "员工提交申请" → 员工, 提交申请.
 * `loose` (steps of a process) also reads "人事备案" — a role noun then anything — as who-does-what.
 */
// "订单服务调用库存服务锁定库存": caller, callee, what is asked. (Callee: a system by its last word.)
const ZH_CALL =
  /^(.{2,12}?)(调用|请求|通知|查询|访问)(.{1,10}?(?:服务|系统|平台|网关|中心|接口|模块|数据库|后台|App|APP|小程序|端|库))(.{2,})?$/;
// "支付服务向银行发送扣款请求", "系统给用户推送通知": to whom, then what is sent.
const ZH_TO =
  /^(.{2,12}?)(?:向|给|对)(.{2,10}?)((?:发送|推送|提交|下发|返回|发起|申请|传递|同步|发出|发|推|回传|确认).*)$/;
// "the order service calls the inventory service to reserve stock", "the app asks the pricing API for a quote".
const EN_CALL =
  /^(?:the\s+|a\s+|an\s+)?([a-z][\w-]*(?:\s+[\w-]+){0,3}?)\s+(?:calls|invokes|queries|asks|pings|notifies|requests|tells|hits)\s+(?:the\s+|a\s+|an\s+)?([a-z][\w-]*(?:\s+[\w-]+){0,3}?)\s+(to|for)\s+(.{2,})$/i;

/** A step that names both who acts and whom it addresses: both take part. */
export function callStep(text: string, lang: BriefLanguage): Step | null {
  const t = text.trim();
  if (lang === "zh") {
    const call = ZH_CALL.exec(t);
    // "小程序调用支付接口": the call itself is what is asked.
    if (call) return { text, actor: call[1], target: call[3], action: call[4] ?? `${call[2]}${call[3]}` };
    const to = ZH_TO.exec(t);
    if (to && !/^(?:用户|客户)?(?:可以|能)$/.test(to[1]))
      return { text, actor: to[1], target: to[2], action: to[3] };
    return null;
  }
  const m = EN_CALL.exec(t);
  if (!m) return null;
  return { text, actor: m[1], target: m[2], action: m[3].toLowerCase() === "to" ? m[4] : `request ${m[4]}` };
}

export function readStep(text: string, lang: BriefLanguage, loose = true): Step {
  const call = callStep(text, lang);
  if (call) return call;
  if (lang === "zh") {
    const words = zhWords(text).filter((w) => w.tag !== "x");
    let prefix = "";
    let best: Step = { text };
    for (let i = 0; i < words.length - 1 && prefix.length < 8; i++) {
      prefix += words[i].word;
      const rest = words
        .slice(i + 1)
        .map((w) => w.word)
        .join("");
      if (rest.length < 2 || prefix.length < 2) continue;
      const nounsThenVerb =
        words
          .slice(0, i + 1)
          .every((w) => isZhNoun(w.tag) || w.tag === "a" || w.tag === "b" || w.tag === "f") &&
        isZhVerb(words[i + 1].tag);
      // "通知员工结果": a verb and its object ("notify the employee"), not an employee who acts.
      const verbAndObject = i > 0 && isZhVerb(words[0].tag) && !ZH_ROLE_END.test(words[0].word);
      // "顾客扫码…", "后厨通知服务员出餐": an actor already read is not extended over the verb that made
      // it one, nor a role by words that are no role.
      if (best.actor && (words[i].tag === "v" || (ZH_ROLE_END.test(best.actor) && !ZH_ROLE_END.test(prefix))))
        break;
      if (nounsThenVerb || (loose && ZH_ROLE_END.test(prefix) && !verbAndObject))
        best = { text, actor: prefix, action: rest };
    }
    return best;
  }
  const words = enWords(text);
  let v = words.findIndex(
    (w, i) => i > 0 && (isEnVerb(w) || w.tags.includes("Copula") || w.tags.includes("Modal")),
  );
  // "manager reviews", "finance pays": a plural-looking last word whose base form is a verb.
  // (A tagger reads "finance" in "finance pays" as a verb: the words before count as the actor.)
  if (
    loose &&
    v < 0 &&
    words.length >= 2 &&
    words.length <= 4 &&
    words.slice(0, -1).every((w) => !w.tags.includes("Preposition") && !w.tags.includes("Conjunction"))
  ) {
    const last = words[words.length - 1].text;
    if (/[^s]s$/.test(last) && canBeVerb(last.replace(/(?<=[sxz]|ch|sh)es$/, "").replace(/s$/, "")))
      v = words.length - 1;
  }
  // (The words before such a verb are its subject whatever the tagger made of them: "warehouse" read as an imperative.)
  let forced = -1;
  // "the warehouse ships the order": an -s word the tagger read as a noun, between its subject and
  // the object's determiner, is the verb.
  {
    const at = words.findIndex(
      (w, i) =>
        i > 0 &&
        i <= 3 &&
        /[^s]s$/.test(w.text) &&
        /^(?:the|a|an|their|its|his|her|every|each)$/i.test(words[i + 1]?.text ?? "") &&
        canBeVerb(w.text.replace(/(?<=[sxz]|ch|sh)es$/, "").replace(/s$/, "")),
    );
    if (at > 0 && (v < 0 || at < v)) v = forced = at;
  }
  const beforeVerb = (w: (typeof words)[number], i: number) =>
    isEnNoun(w) ||
    w.tags.includes("Determiner") ||
    w.tags.includes("Adjective") ||
    w.tags.includes("Possessive") ||
    w.tags.includes("Acronym") ||
    (loose && i === v - 1 && v === words.length - 1) ||
    (forced === v && !w.tags.includes("Preposition") && !w.tags.includes("Conjunction"));
  if (v > 0 && words.slice(0, v).every(beforeVerb)) {
    const actor = words
      .slice(0, v)
      .map((w) => w.text)
      .join(" ")
      .replace(DETERMINER, "");
    const action = words
      .slice(v)
      .map((w) => w.text)
      .join(" ");
    // "the refund is issued": a passive step names what is acted on, not who acts.
    const passive =
      words[v].tags.includes("Copula") &&
      words[v + 1] &&
      (words[v + 1].tags.includes("PastTense") ||
        words[v + 1].tags.includes("Participle") ||
        /ed$/.test(words[v + 1].text));
    if (
      actor &&
      action &&
      !passive &&
      (words.slice(0, v).some(isEnNoun) || (loose && v === words.length - 1) || forced === v)
    )
      return { text, actor, action };
  }
  return { text };
}

export function canBeVerb(base: string): boolean {
  const [, word] = enWords(`to ${base}`);
  return !!word && isEnVerb(word);
}

/** Is the item a verb phrase ("pick a date and time", "输入手机号")? */
export function startsWithVerb(text: string, lang: BriefLanguage): boolean {
  if (lang === "zh") {
    const first = zhWords(text).find((w) => w.tag !== "x");
    return !!first && isZhVerb(first.tag);
  }
  const words = enWords(text);
  return !!words[0] && isEnVerb(words[0]) && !(words[1] && words[1].tags.includes("Gerund"));
}

// The kinds of things a step does on a page (the vocabulary of interfaces, not of a domain).
const FIELD_VERB =
  /^(?:enter|fill(?: in| out)?|type|input|provide|add your|give|write)\b\s*|^(?:输入|填写|录入|填入|提供)/i;
const FIELD_AFTER_ZH = /^(.{2,}?)(?:填写|录入|输入)$/;
const UPLOAD_VERB = /^(?:upload|attach)\b\s*|^(?:上传|附上)/i;
const ACTION_VERB =
  /^(?:confirm|submit|pay|book|reserve|send|save|place|apply|register|sign up|sign in|log in|check ?out|checkout|buy|continue|request|join|subscribe|publish|post|create|add new|new|offer|swap|donate|sell|scan)\b|^(?:扫码|租借|归还|领取|提交|确认|支付|付款|预约看房|下单|保存|发送|报名|注册|登录|购买|申请|发布|立即|新建|新增|创建|添加|收藏|分享|联系)/i;
const CHOOSE_VERB = /^(?:choose|select|pick|browse)\b\s*|^(?:选择|挑选|浏览)/i;
const SHOW_VERB =
  /^(?:view|see|show|display|check|track|follow|显示|展示|查看|能看到|可以看到|看到|跟踪)\s*/i;
const MODAL_ZH = /^(?:可以|能够|能|支持|可)/;
const QUERY_END = /^(.{2,}?)(?:查询|搜索|检索)$/;
// Nouns that are filled in on a form (name, phone, date…), the vocabulary of forms.
export const FIELD_WORD =
  /\b(?:name|e-?mail|phone(?: number)?|mobile|number|pin|password|passcode|address|date|time|amount|code|id|resume|cv|file|photo|upload|license|licence|shifts?|preferences?|note|notes|comment|message|size|quantity|city|country|zip|postcode|postal code|company|title|birthday|date of birth|gender|age|guests?|people|party size|budget|reason|description|account)$|(?:姓名|名字|手机号|手机号码|电话|邮箱|密码|验证码|地址|日期|时间|时段|人数|数量|金额|备注|身份证|照片|号码|单号|运单号|年龄|性别|账号|用户名|原因|说明|生日)$/i;

// A figure the page reports ("库存数量", "stock level", "total amount"): what something counts to is
// shown, not typed in — the count of a thing held, sold or seen, or a total over a period.
const FIGURE =
  /^(?:库存|在库|剩余|销售|销量|订单|用户|会员|访客|访问|客流|总|累计|今日|本日|本周|本月|月度|年度)(?:数量|金额|人数|次数|总数|总额)$|^(?:stock|inventory|total|sales|order|member|user|visitor|daily|weekly|monthly|yearly)\s+(?:quantity|quantities|amount|number|count|level)s?$/i;

// The business's own details ("门店地址", "营业时间", "store address", "opening hours") are shown, not filled in.
const OWN_INFO = /^(?:门店|店铺|商家|公司|营业|开放|办公|(?:store|shop|business|opening|office|our)\s)/i;

export type PagePart =
  | { kind: "fields"; names: string[]; action?: string }
  | { kind: "action"; name: string }
  | { kind: "choose"; name: string }
  | { kind: "section"; name: string };

function names(rest: string): string[] {
  return rest
    .split(/\s*(?:,|、|，|\band\b|\bor\b|和|与|及|或)\s*/)
    .map((n) => n.replace(/^(?:your|their|the|a|an)\s+/i, "").trim())
    .filter(Boolean);
}

export type PageListContext = { last: boolean; display?: boolean; fill?: boolean };

/** What an item of a page request puts on the page: fields to fill, a button, a choice, a section. */
export function pagePart(item: string, lang: BriefLanguage, ctx: PageListContext): PagePart {
  const stripped = item.replace(DETERMINER, "").replace(MODAL_ZH, "");
  const button = /^(.+?)\s*(?:按钮|button)$/i.exec(stripped);
  if (button) return { kind: "action", name: button[1] };
  const field = FIELD_VERB.exec(stripped) ?? UPLOAD_VERB.exec(stripped);
  if (field) {
    let rest = stripped.slice(field[0].length).replace(/^(?:your|their|the|a|an)\s+/i, "");
    // "输入运单号查询": a field and the button that sends it.
    const query = QUERY_END.exec(rest);
    if (query) rest = query[1];
    const list = names(rest);
    return {
      kind: "fields",
      names: UPLOAD_VERB.test(stripped)
        ? list.map((n) => (lang === "zh" ? `上传${n}` : `${n} upload`))
        : list,
      ...(query ? { action: stripped.slice(stripped.length - 2) } : {}),
    };
  }
  const after = lang === "zh" ? FIELD_AFTER_ZH.exec(stripped) : null;
  if (after) return { kind: "fields", names: [after[1]] };
  const short = lang === "zh" ? stripped.length <= 6 : stripped.split(/\s+/).length <= 4;
  if (ACTION_VERB.test(stripped) && short && (ctx.last || startsWithVerb(stripped, lang)))
    return { kind: "action", name: stripped };
  const choose = CHOOSE_VERB.exec(stripped);
  if (choose)
    return {
      kind: "choose",
      name: stripped.slice(choose[0].length).replace(/^(?:a|an|the|your)\s+/i, "") || stripped,
    };
  const show = SHOW_VERB.exec(stripped);
  const name = show ? stripped.slice(show[0].length) || stripped : stripped;
  if (ctx.fill) return { kind: "fields", names: [name] };
  const fieldSized = lang === "zh" ? name.length <= 6 : name.split(/\s+/).length <= 3;
  if (
    !show &&
    !ctx.display &&
    fieldSized &&
    FIELD_WORD.test(name) &&
    !OWN_INFO.test(name) &&
    !FIGURE.test(name)
  )
    return { kind: "fields", names: [name] };
  return { kind: "section", name };
}

/** Does a list's lead say its items are shown, or filled in / chosen? */
export function listContext(introducer: string, head: string): Omit<PageListContext, "last"> {
  const lead = `${introducer} ${head.split(/[,，:：]/).pop() ?? ""}`.trim();
  return {
    display: /\b(?:showing|shows?|displays?|displaying|see|view)\b|显示|展示|能看到|可以看到|看到/i.test(
      introducer,
    ),
    fill:
      /\b(?:enter|fill in|fill out|choose|select|pick|asks? for|fields?|inputs?)\s*$/i.test(lead) ||
      /(?:输入|填写|选择|录入|字段)$/.test(lead),
  };
}

// Who is a person among named participants and entities (users, riders, 收件人), as opposed to
// a system, a place or a thing — so a sequence diagram draws them as actors.
const EN_PERSON =
  /\b(?:user|customer|requester|requestor|submitter|claimant|cfo|ceo|cto|coo|rider|driver|passenger|buyer|seller|shopper|member|patient|doctor|nurse|vet|owner|tenant|landlord|guest|host|student|teacher|parent|employee|manager|agent|admin|administrator|operator|courier|recipient|sender|applicant|candidate|reviewer|approver|attendee|speaker|volunteer|coach|trainer|reader|author|editor|player|fan|visitor|resident|citizen|traveller|traveler|person|people|team|staff|worker|technician|clerk|cashier|chef|waiter|dispatcher|beekeeper|homeowner|subscriber|learner|tutor|instructor|officer|lead|director|accountant|engineer|designer|developer|client|groomer|librarian|farmer|grower|athlete|musician|artist|photographer|lawyer|attorney|nanny|babysitter|caregiver|carer|contractor|freelancer|mentor|mentee|organi[sz]er|coordinator|supervisor|inspector|auditor|analyst|researcher|scientist|professor|lecturer|pupil|kid|child|children|family|families|neighbou?r|flatmate|roommate|friend|colleague|coworker|vendor|supplier|merchant|retailer|exhibitor|sponsor|donor|physician|surgeon|dentist|therapist|pharmacist|midwife|mechanic|plumber|electrician|landscaper|gardener|florist|barista|baker|bartender|cleaner|referee|coordinator|intern|recruiter|interviewer|renter|borrower|lender|investor|creator|influencer|writer|translator|walker|sitter|breeder|collector|hobbyist|gamer|teen|teenager|senior|retiree|commuter|tourist|contributor|maintainer|moderator|ranger|dancer|singer|runner|cyclist|climber|hiker|swimmer|golfer|fisherman|fishermen|caterer|stylist|hairdresser|barber|tailor|jeweller|jeweler|pilot|crew|captain|scout|camper|alumni|alumnus|homebuyer)s?$/i;
const ZH_PERSON =
  /(?:用户|顾客|客户|乘客|会员|学生|学员|患者|医生|护士|老人|子女|家属|员工|经理|主管|总监|骑手|司机|商家|卖家|买家|收件人|寄件人|业主|师傅|阿姨|老师|教练|导师|考生|读者|游客|访客|管理员|审批人|申请人|店员|店长|团长|房东|租客|车主|宝妈|家长|客服|财务|人事|法务|行政|采购员|消费者|农户|商户|志愿者|居民|租户|房客|住户|病人|家长们|参与者|使用者|开发者|设计师|作者|创作者|主播|粉丝|店员|厨师|快递员|配送员|维修工|保洁|养蜂人|蜂农|农民|工人|指挥|主人|爱好者|摄影师|律师|工程师|教师|记者|会计|负责人|队长|班主任|领队|护工|保姆|作家|画家|音乐人|手艺人|经纪人)$/;

export function isPerson(name: string, lang: BriefLanguage): boolean {
  const n = name.trim();
  if (lang === "zh" || /[\u4e00-\u9fff]/.test(n)) return ZH_PERSON.test(n) && !ZH_SYSTEM_END.test(n);
  return (
    EN_PERSON.test(n) &&
    !/\b(?:app|service|system|api|gateway|database|server|portal|platform|terminal|bank|network)s?$/i.test(n)
  );
}
