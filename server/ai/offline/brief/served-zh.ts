/**
 * "给养蜂人记录蜂箱检查和蜂王状态的工具", "为合唱团指挥分配声部、分享排练录音的应用": a Chinese
 * product named by whom it serves (给/为/帮 + a person) and what it does for them. The person is
 * who it is for; the rest is the product (the English "tool for beekeepers to log …"), and the
 * list inside it names the jobs without the person in front or the product noun behind.
 */
import { isPerson } from "./roles";
import { isZhNoun, isZhVerb, zhWords } from "./words-zh";

const PRODUCT_NOUN = "(?:App|APP|app|应用|小程序|平台|系统|工具|网站|软件|产品|助手|网页|后台)";
// "…的工具", "…的挂号应用": the product noun at the end, a few words of its own before it.
const PRODUCT_END = new RegExp(`的[^的]{0,8}?${PRODUCT_NOUN}$`);
const JUST_PRODUCT_NOUN = new RegExp(`的${PRODUCT_NOUN}$`);
// "为老人设计的挂号应用": the verb only says it was made for them; the product is what follows.
const MADE_FOR = /^(?:设计|打造|开发|定制|准备|做|制作|使用|用)的/;
// "给家长做一个查看作业的工具": the making, then the product.
const MAKING = /^(?:做|开发|设计|搭建|写|打造|制作)(?:一个|一套|一款|个|套|款)/;
// The polite and the asking words before 给 ("请帮我做一个给…").
const ASKING =
  /^(?:请|麻烦你?|帮我|帮忙|我想要?|我要|我们想|我需要|我们需要|你好|您好|[，,\s])*(?:写|做|设计|生成|起草|画|出)?(?:一下)?(?:一个|一份|一款|一套|个|份|款|套)?$/;

export type ServedProduct = { person: string; product: string };

/** The person and the product, when the sentence names a product by the person it serves. */
export function servedZh(sentence: string, deliverableWords: RegExp): ServedProduct | null {
  // The clause that names the product ("为合唱团指挥做一个…的应用，写需求文档").
  for (const clause of sentence.split(/[，,；;]/)) {
    const found = servedInClause(
      clause
        .replace(/[。！？!?：:\s]+$/, "")
        .replace(deliverableWords, "")
        .replace(/的$/, ""),
    );
    if (found) return found;
  }
  return null;
}

function servedInClause(s: string): ServedProduct | null {
  if (!PRODUCT_END.test(s)) return null;
  for (const m of s.matchAll(/给|为|帮/g)) {
    if (!ASKING.test(s.slice(0, m.index))) continue;
    const after = s.slice(m.index + 1);
    // 帮我/帮忙/给我 ask; they do not name whom the product serves.
    if (/^[我忙你]/.test(after)) continue;
    // The shortest run of characters that names a person and is followed by what the product
    // does ("摄影师" of "摄影师管理客户预约", not "摄影师管理客户"; "学生家长" when "学生" is not followed by a verb).
    for (let k = 2; k <= Math.min(8, after.length - 4); k++) {
      const person = after.slice(0, k);
      if (/[给为帮]/.test(person) || !isPerson(person, "zh") || !startsWithVerb(after.slice(k))) continue;
      const rest = after.slice(k);
      const product = rest.replace(MADE_FOR, "").replace(MAKING, "");
      return product.length >= 2 ? { person, product } : null;
    }
  }
  return null;
}

// Jieba's tags are hints ("记录" is tagged a noun in "记录蜂箱"): common verbs of a job count too.
export const ZH_JOB_VERB =
  /^(?:布置|收取|批改|点评|下单|配货|发货|收货|取货|上门|维修|报修|审核|确认|拍照|付款|填写|核对|盘点|入库|出库|分拣|打包|记录|管理|查看|跟踪|追踪|分享|分配|预约|提交|上传|下载|统计|导出|发布|安排|收集|整理|登记|报名|打卡|计算|提醒|通知|查询|搜索|浏览|购买|预订|申请|审批|评价|设计|打造|开发|定制|准备|做|制作|使用|用|规划|练习|学习|发送|接收|创建|编辑|删除|设置|选择|支付|评论|关注|订阅|兑换|核销|签到|配送|派单|接单|对比|比较|导入|扫码|播放|录制|邀请|加入|参加|组织|投票|反馈|退款|充值|管|看|找|买|卖|租|借|约|写|画|拍|听|读)/;

/** The word is one of those verbs, whole ("记录", not "看板"). */
export function isZhJobVerb(word: string): boolean {
  return ZH_JOB_VERB.exec(word)?.[0] === word;
}

function startsWithVerb(text: string): boolean {
  if (ZH_JOB_VERB.test(text)) return true;
  const first = zhWords(text)[0];
  return Boolean(first && isZhVerb(first.tag) && first.word.length >= 2);
}

/**
 * The jobs of a served product as items: without the person in front ("养蜂人记录蜂箱检查" →
 * "记录蜂箱检查") or the product noun behind ("分享排练录音的应用" → "分享排练录音"), and a bare
 * object after a job takes its verb ("记录蜂箱检查和蜂王状态" → 记录蜂箱检查, 记录蜂王状态).
 */
export function servedJobs(items: string[], person: string): string[] {
  let verb = "";
  return items
    .map((item) =>
      item
        .replace(new RegExp(`^(?:给|为|帮)?${escape(person)}`), "")
        .replace(MAKING, "")
        .replace(JUST_PRODUCT_NOUN, "")
        .trim(),
    )
    .filter((item) => item.length >= 2)
    .map((item) => {
      const own = ZH_JOB_VERB.exec(item)?.[0];
      if (own) verb = own;
      else if (verb && !verbLed(item)) return `${verb}${item}`;
      return item;
    });
}

/** A verb and its object ("发送提醒"); a single word ("体检") is an object the job's verb takes. */
function verbLed(item: string): boolean {
  const words = zhWords(item);
  return words.length > 1 && words[0]!.tag === "v";
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** `setting`: the place it helps when no person is named ("帮助社区图书角管理捐书、借阅登记…的小程序"). */
export type SharedProduct = { users: string[]; jobs: string[]; product: string; setting?: string };

// "一个让租户在线报修、物业派单、维修师傅上门并拍照反馈的小程序": a product that lets several people
// each do their part.
const LETS = new RegExp(`^(?:一个|一款|一套|个|款)?(?:让|供|方便|帮助)(.{4,}?)的${PRODUCT_NOUN}$`);

/** The people and their jobs of a "让A做X、B做Y的小程序" product, and the product named by its first job. */
export function sharedZh(sentence: string, deliverableWords: RegExp): SharedProduct | null {
  for (const raw of sentence.split(/[；;。：:]/)) {
    const clause = raw
      .replace(/^.*?(?=(?:一个|一款|一套)?(?:让|供|方便|帮助))/, "")
      .replace(deliverableWords, "")
      .replace(/[。！？!?\s]+$/, "");
    const m = LETS.exec(clause);
    if (!m) continue;
    const users: string[] = [];
    const jobs: string[] = [];
    const items = m[1]
      .split(/[、，,]/)
      .map((x) => x.trim())
      .filter(Boolean);
    const place = placeLeading(items[0] ?? "");
    if (place) {
      // No one is named: the place is helped with every job ("借阅登记和逾期提醒" is two).
      const own = [items[0].slice(place.length), ...items.slice(1)]
        .flatMap((x) => x.split(/(?:以及|和|及|与)(?=\S{2,})/))
        .filter((x) => x.length >= 2);
      if (own.length >= 2) {
        const noun = new RegExp(`${PRODUCT_NOUN}$`).exec(clause)?.[0] ?? "";
        return { users: [], jobs: own, product: `${place}${noun}`, setting: place };
      }
    }
    for (const item of items) {
      let k = 2;
      for (; k <= Math.min(8, item.length - 2); k++)
        if (isPerson(item.slice(0, k), "zh") && startsWithVerbOrDoing(item.slice(k))) break;
      // Else a noun before the verb does the part ("物业派单", "仓库配货").
      const first = zhWords(item)[0];
      if (
        k > Math.min(8, item.length - 2) &&
        first &&
        isZhNoun(first.tag) &&
        first.word.length >= 2 &&
        startsWithVerbOrDoing(item.slice(first.word.length))
      )
        k = first.word.length;
      if (k <= Math.min(8, item.length - 2)) {
        users.push(item.slice(0, k));
        // The first person's part is the product's own job; the others keep who does them ("物业派单").
        jobs.push(users.length === 1 ? item.slice(k) : item);
      } else jobs.push(item);
    }
    if (!users.length || jobs.length < 2) continue;
    const noun = new RegExp(`${PRODUCT_NOUN}$`).exec(clause)?.[0] ?? "";
    return { users: [...new Set(users)], jobs, product: `${jobs[0].replace(/并.*$/, "")}${noun}` };
  }
  return null;
}

// Places a product helps run ("社区图书角", "学校食堂", "门店"): where the work happens, not who does it.
const PLACE_END =
  /(?:角|馆|站|店|室|厅|堂|场|园|院|所|中心|社区|小区|学校|食堂|仓库|门店|工厂|车间|农场|诊所|医院|酒店|民宿|书店|超市|市场|公司|团队|部门|俱乐部|协会)$/;

/** The place a job list starts with ("社区图书角" of "社区图书角管理捐书"), when it is not a person. */
function placeLeading(item: string): string | null {
  for (let k = 2; k <= Math.min(8, item.length - 2); k++) {
    const place = item.slice(0, k);
    if (PLACE_END.test(place) && !isPerson(place, "zh") && ZH_JOB_VERB.test(item.slice(k))) return place;
  }
  return null;
}

function startsWithVerbOrDoing(text: string): boolean {
  return startsWithVerb(text) || /^(?:在线|上门|线上|现场|自助|实时|一键)/.test(text);
}
