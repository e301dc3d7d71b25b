/**
 * Messages between named participants when the request names only who takes part: each one
 * passes the subject on in the way its kind does (an app sends a request, a service queries
 * its store, a payment gateway charges, an SMS platform notifies), then the answers come back.
 */
import type { Brief } from "../brief";
import type { Message } from "./models";
import { isPerson } from "../brief";

type Kind = "person" | "store" | "payment" | "notify" | "device" | "client" | "service";

const KINDS: [Kind, RegExp][] = [
  ["store", /database|\bdb\b|storage|cache|ledger|数据库|缓存|存储/i],
  ["payment", /\bpay|payment|bank|wallet|card network|issuer|acquirer|billing|支付|银行|钱包|收款/i],
  ["notify", /\bsms\b|e-?mail|push|notification|messag|短信|邮件|推送|通知|消息/i],
  ["device", /printer|scanner|terminal|\bpos\b|locker|kiosk|printer|打印|扫码枪|终端|快递柜|柜/i],
  ["client", /\bapp\b|client|web|browser|portal|frontend|mini ?program|小程序|客户端|前端|网页|收银台|App/i],
  ["service", /service|server|\bapi\b|gateway|system|backend|engine|platform|auth|服务|系统|网关|后台|平台|中心/i],
];

function kindOf(name: string, lang: Brief["language"]): Kind {
  if (isPerson(name, lang)) return "person";
  return KINDS.find(([, re]) => re.test(name))?.[0] ?? "service";
}

function forward(kind: Kind, target: string, subject: string, zh: boolean, first: boolean): string {
  const s = subject || (zh ? "请求" : "the request");
  // "log in with SSO" is something to do; "ride pickup" something to send.
  const doing = !zh && /^(?:log|sign|pay|book|order|check|buy|return|cancel|reset|upload|send|register|apply|request|track|pick|renew|top)\b/i.test(s);
  if (doing && kind !== "store" && kind !== "payment" && kind !== "notify" && kind !== "device" && kind !== "person") return first ? `Start: ${s}` : `Request to ${s}`;
  switch (kind) {
    case "client":
      return first ? (zh ? `发起${s}` : `Start ${s}`) : zh ? `推送${s}到${target}` : `Send ${s} to the ${target}`;
    case "store":
      return zh ? "读写数据" : "Save and look up the records";
    case "payment":
      return zh ? "发起支付" : "Request the payment";
    case "notify":
      return zh ? "发送通知" : "Send the notification";
    case "device":
      return zh ? `发送到${target}` : `Send to the ${target}`;
    case "person":
      return zh ? `通知${target}` : `Notify the ${target}`;
    default:
      return zh ? `提交${s}请求` : `Send the ${s} request`;
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
  for (let i = 0; i < participants.length - 1; i++) out.push({ from: i, to: i + 1, text: forward(kinds[i + 1], participants[i + 1], subject, zh, i === 0 && kinds[0] === "person") });
  for (let i = participants.length - 1; i > 0; i--) out.push({ from: i, to: i - 1, text: i === 1 && kinds[0] === "person" ? (zh ? "展示结果" : "Show the result") : reply(kinds[i], zh), reply: true });
  return out;
}
