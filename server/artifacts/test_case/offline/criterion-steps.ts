/**
 * The middle and last steps of a test case for one acceptance criterion: what a tester does to
 * see it ("Search … for a known entry, then filter the results") and what they check, worded as
 * a sentence whatever the criterion's shape ("reachable from the main screen in one tap" is not
 * a clause: "Check that "Parking permit" is reachable …").
 */
import type { BriefLanguage } from "../../../ai/offline/brief";
import { lowerFirst } from "../../../ai/offline/language/markdown";

/** `fromStart`: the action begins where the tester already is (no "Open …" before it). */
type Action = {
  when: RegExp;
  en: (name: string) => string;
  zh: (name: string) => string;
  fromStart?: boolean;
};

// First match wins: the more particular situations come before the general ones.
const ACTIONS: Action[] = [
  {
    when: /same moment|twice|重复|同时/i,
    en: (n) => `Do the same thing in "${n}" twice, from two sessions at once`,
    zh: (n) => `在两个会话中同时对「${n}」做同一操作`,
  },
  {
    when: /one tap|main screen|一步|首页/i,
    en: (n) => `From the main screen, go to "${n}"`,
    zh: (n) => `从首页进入「${n}」`,
    fromStart: true,
  },
  {
    when: /reload|saved at once|刷新|立即保存/i,
    en: (n) => `Change a value in "${n}", then reload the page`,
    zh: (n) => `在「${n}」中修改一项内容，然后刷新页面`,
  },
  {
    when: /errors? say|出错/i,
    en: (n) => `Make "${n}" fail on purpose (go offline, then save)`,
    zh: (n) => `故意让「${n}」出错（断网后保存）`,
  },
  {
    when: /search|filter|empty search|搜索|筛选|没有结果/i,
    en: (n) => `Search "${n}" for a known entry, then for one that does not exist, and filter the results`,
    zh: (n) => `在「${n}」中搜索一个已有条目和一个不存在的条目，并筛选结果`,
  },
  {
    when: /csv|excel|export|导出/i,
    en: (n) => `Export "${n}" to CSV and open the file`,
    zh: (n) => `将「${n}」导出为 CSV 并打开文件`,
  },
  {
    when: /date range|refreshed daily|calculated|时间范围|口径/i,
    en: (n) => `Open "${n}" and pick last month as the date range`,
    zh: (n) => `打开「${n}」，选择上个月作为时间范围`,
  },
  {
    when: /jpg|png|pdf|mb\b|camera|preview|拍照|相册|预览|10MB/i,
    en: (n) => `Add a photo from the camera and a PDF from files in "${n}"`,
    zh: (n) => `在「${n}」中拍一张照片，再从相册选一个文件`,
  },
  {
    when: /push|e-?mail|sent|turn them off|推送|短信|发送|关闭/i,
    en: (n) => `Make a test item due so that "${n}" fires, with the phone and the inbox at hand`,
    zh: (n) => `让一个测试事项到期，触发「${n}」，同时查看手机和消息中心`,
  },
  {
    when: /free times|slot|booked|confirmation|时段|预约/i,
    en: (n) => `Book a free slot in "${n}"`,
    zh: (n) => `在「${n}」中预约一个空闲时段`,
  },
  {
    when: /amount|payment|receipt|transaction|金额|支付|凭证|交易/i,
    en: (n) => `Pay for a test item in "${n}" with a test card`,
    zh: (n) => `在「${n}」中用测试账户支付一笔订单`,
  },
  {
    when: /routed|approved|rejected|decision|流转|通过|驳回|处理/i,
    en: (n) => `Submit a request in "${n}", then act on it as the reviewer`,
    zh: (n) => `在「${n}」中提交一个申请，再以负责人身份处理`,
  },
  {
    when: /status|状态/i,
    en: (n) => `Move a test item in "${n}" through its statuses`,
    zh: (n) => `让「${n}」中的一个测试事项依次经过各个状态`,
  },
  {
    when: /scann|code|who, when|live list|扫码|二维码|人员、时间/i,
    en: (n) => `Scan the code for "${n}" with a test account`,
    zh: (n) => `用测试账号扫码完成「${n}」`,
  },
];

/** What the tester does in `name` to see the criterion hold; `fromStart` when it needs no "Open" first. */
export function actionFor(
  name: string,
  criterion: string,
  lang: BriefLanguage,
): { step: string; fromStart: boolean } {
  const found = ACTIONS.find((a) => a.when.test(criterion));
  if (found) return { step: found[lang](name), fromStart: Boolean(found.fromStart) };
  return {
    step: lang === "zh" ? `用真实的测试数据使用「${name}」` : `Use "${name}" with realistic test data`,
    fromStart: false,
  };
}

/** "A failed payment in X: the order stays open…" → the situation a tester sets up. */
export function situationOf(edge: string): string {
  return edge.split(/[:：]\s*/)[0]!.trim();
}

// A criterion that is already a clause ("changes are saved at once", "a slot cannot be booked twice").
const CLAUSE =
  /\b(?:is|are|can|cannot|can't|appear|appears|arrive|arrives|say|says|show|shows|suggests?|gets?|sees?|see|keeps?|has|have|never|must|stays?|loads?|explains?|is told|are told)\b/i;
// A criterion that says what the feature is ("reachable …", "searchable …", "sent by push", "done by scanning").
const STATE =
  /^(?:\w+able\b|routed\b|done\b|sent\b|shown\b|kept\b|paid\b|approved\b|recorded\b|updated\b|available\b)/i;

/** The check, as a sentence. `criterion` is without the feature's name in front. */
export function checkFor(name: string, criterion: string, lang: BriefLanguage): string {
  const c = criterion.replace(/[.。]$/, "");
  if (lang === "zh") return `检查：${c}`;
  if (STATE.test(c)) return `Check that "${name}" is ${lowerFirst(c)}`;
  if (CLAUSE.test(c)) return `Check that ${lowerFirst(c)}`;
  return `Check "${name}" for: ${lowerFirst(c)}`;
}
