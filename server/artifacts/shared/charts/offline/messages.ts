/**
 * Messages between named participants when the request names only who takes part: each one
 * passes the subject on in the way its kind does (an app sends a request, a service queries
 * its store, a payment gateway charges, an SMS platform notifies), then the answers come back.
 */
import type { Brief } from "../../../../ai/offline/brief";
import type { Message } from "./models";
import { isPerson } from "../../../../ai/offline/brief";

type Kind = "person" | "store" | "payment" | "notify" | "device" | "client" | "service";

const KINDS: [Kind, RegExp][] = [
  ["store", /database|\bdb\b|storage|cache|ledger|数据库|缓存|存储/i],
  ["payment", /\bpay|payment|bank|wallet|card network|issuer|acquirer|billing|支付|银行|钱包|收款/i],
  ["notify", /\bsms\b|e-?mail|push|notification|messag|短信|邮件|推送|通知|消息/i],
  ["device", /printer|scanner|terminal|\bpos\b|locker|kiosk|printer|打印|扫码枪|终端|快递柜|柜/i],
  ["client", /\bapp\b|client|web|browser|portal|frontend|mini ?program|小程序|客户端|前端|网页|收银台|App/i],
  [
    "service",
    /service|server|\bapi\b|gateway|system|backend|engine|platform|auth|服务|系统|网关|后台|平台|中心/i,
  ],
];

function kindOf(name: string, lang: Brief["language"]): Kind {
  if (isPerson(name, lang)) return "person";
  return KINDS.find(([, re]) => re.test(name))?.[0] ?? "service";
}

/**
 * What a participant is asked to do, by what its name says it does ("fraud check service" checks
 * for fraud, "派单服务" dispatches, "doctor portal" is where the doctor is told): [en, zh].
 */
const TOPICS: [RegExp, (s: string, target: string) => [string, string]][] = [
  [/fraud|risk|风控/i, (s) => [`Check the ${s} for fraud`, "风控校验"]],
  [/auth|identity|\bsso\b|log ?in|认证|登录|身份/i, () => ["Verify who is signing in", "校验身份"]],
  [/dispatch|派单|调度/i, (s) => [`Dispatch the ${s}`, `请求派单`]],
  [/schedul|booking|calendar|预约|排班/i, (s) => [`Book a time for the ${s}`, `预约${s}时段`]],
  [/inventory|stock|库存/i, () => ["Reserve the stock", "锁定库存"]],
  [/video|视频/i, (s) => [`Open the video room for the ${s}`, `创建${s}视频房间`]],
  [/pric|quote|计价|报价/i, (s) => [`Quote the price of the ${s}`, `计算${s}价格`]],
  [/\bmap|route|location|地图|定位|路线/i, () => ["Look up the route", "查询路线"]],
  [/search|搜索/i, (s) => [`Search for the ${s}`, `搜索${s}`]],
  [/review|approv|审核|审批/i, (s) => [`Submit the ${s} for review`, `提交${s}审核`]],
  [
    /order|订单/i,
    (s) => [
      /order/i.test(s) ? `Create the ${s}` : `Create the order for the ${s}`,
      /订单/.test(s) ? `创建${s}` : "创建订单",
    ],
  ],
  [
    /merchant|seller|restaurant|kitchen|store portal|商家|卖家|门店|后厨|餐厅/i,
    (s, t) => [`Send the ${s} to the ${t}`, `推送${s}给${t}`],
  ],
  [
    /driver|rider app|courier|骑手|司机|配送/i,
    (s, t) => [`Offer the ${s} to the ${t}`, `向${t}派发${/订单/.test(s) ? s : "订单"}`],
  ],
  [/doctor|clinician|nurse|医生|护士/i, (s, t) => [`Notify the ${t} of the ${s}`, `通知${t}接诊`]],
];

/** The subject as the object of a message: "外卖订单从下单到送达" → "外卖订单", "how a … works" → its head. */
function objectOf(subject: string, zh: boolean): string {
  if (zh)
    return subject.replace(/从.+?到.+$/, "").replace(/(?:的)?(?:流程|过程|全流程|链路)$/, "") || subject;
  return (
    subject.replace(/\s+from\s+.+?\s+to\s+.+$/i, "").replace(/\s+(?:flow|process|journey)$/i, "") || subject
  );
}

function forward(kind: Kind, target: string, subject: string, zh: boolean, first: boolean): string {
  const s = objectOf(subject, zh) || (zh ? "请求" : "the request");
  // "log in with SSO" is something to do; "ride pickup" something to send.
  const doing =
    !zh &&
    /^(?:log|sign|pay|book|order|check|buy|return|cancel|reset|upload|send|register|apply|request|track|pick|renew|top)\b/i.test(
      s,
    );
  const topic =
    !first && (kind === "service" || kind === "client") ? TOPICS.find(([re]) => re.test(target)) : undefined;
  if (topic) return topic[1](s, target)[zh ? 1 : 0];
  if (
    doing &&
    kind !== "store" &&
    kind !== "payment" &&
    kind !== "notify" &&
    kind !== "device" &&
    kind !== "person"
  )
    return first ? `Start: ${s}` : `Request to ${s}`;
  if (first && kind === "client") return zh ? `发起${s}` : `Start the ${s}`;
  if (doing && kind === "store") return "Look up the records";
  switch (kind) {
    case "client":
      return zh ? `推送${s}到${target}` : `Send the ${s} to the ${target}`;
    case "store":
      return zh ? `保存${s}记录` : `Save the ${s} record`;
    case "payment":
      return zh ? "发起支付" : "Request the payment";
    case "notify":
      return zh ? `发送${s}通知` : `Send the ${s} notification`;
    case "device":
      return zh ? `发送到${target}` : `Send to the ${target}`;
    case "person":
      return zh ? `通知${target}` : `Notify the ${target}`;
    default:
      return zh ? `请${target}处理${s}` : `Ask the ${target} to handle the ${s}`;
  }
}

function reply(kind: Kind, zh: boolean): string {
  switch (kind) {
    case "store":
      return zh ? "返回数据" : "Records returned";
    case "payment":
      return zh ? "支付成功" : "Payment confirmed";
    case "notify":
      return zh ? "已发送" : "Sent";
    case "device":
      return zh ? "已完成" : "Done";
    case "person":
      return zh ? "确认" : "Confirmed";
    default:
      return zh ? "返回处理结果" : "Result";
  }
}

export function messageChain(participants: string[], brief: Brief): Message[] {
  const zh = brief.language === "zh";
  const subject = brief.subject.product;
  const kinds = participants.map((p) => kindOf(p, brief.language));
  const out: Message[] = [];
  for (let i = 0; i < participants.length - 1; i++) {
    let text = forward(kinds[i + 1], participants[i + 1], subject, zh, i === 0 && kinds[0] === "person");
    // Each hop says something of its own.
    if (out.some((m) => m.text === text))
      text =
        kinds[i + 1] === "payment"
          ? zh
            ? `请求${participants[i + 1]}授权`
            : `Ask the ${participants[i + 1]} to authorise the payment`
          : zh
            ? `转交给${participants[i + 1]}`
            : `Pass it on to the ${participants[i + 1]}`;
    out.push({ from: i, to: i + 1, text });
  }
  for (let i = participants.length - 1; i > 0; i--)
    out.push({
      from: i,
      to: i - 1,
      text: i === 1 && kinds[0] === "person" ? (zh ? "展示结果" : "Show the result") : reply(kinds[i], zh),
      reply: true,
    });
  return out;
}
