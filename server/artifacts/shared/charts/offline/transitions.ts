/**
 * Transitions between named states when the request lists them without saying how they move.
 * Each state is read for its part in the life of the thing: the resting state it returns to
 * (available, vacant, 空闲), a hold before use (reserved, 已预订), a detour it comes back from
 * (overdue, past due, out of order, 逾期, 暂停), a positive outcome (approved, 审核通过), a final
 * state (paid, delivered, disbursed, 已完成, 已放款) and a negative exit (rejected, cancelled,
 * lost, 已拒绝, 已取消). The working states follow one another; a rejection comes from the
 * review that decides it, other exits from the working states before them, never from a
 * positive outcome; every final state and exit ends the chart, and a thing that comes back
 * (a returned book, a cleaned room) goes back to its resting state. Transitions the request
 * states come first.
 */
import type { Transition } from "../../../../ai/offline/brief";

const EXIT =
  /cancel|withdraw|expire|terminat|reject|fail|void|abandon|declin|refus|denied|refund|\blost\b|archiv|return(?:ed)? to sender|undeliver|written off|取消|撤回|过期|终止|拒绝|驳回|不通过|未通过|失败|作废|退款|关闭订单|归档|遗失|丢失|退回|拒收/i;
const REJECT = /reject|declin|refus|denied|fail|驳回|拒绝|不通过|未通过|失败|拒收/i;
const DONE =
  /\b(?:done|complete|completed|closed|delivered|merged|signed|paid|paid out|finished|resolved|published|settled|received|disbursed|funded|refunded|hired|onboarded|enrolled|graduated|shipped|fulfilled)\b|已完成|已关闭|已签收|已签署|已结束|已支付|已发布|已交付|已放款|已退款|已到账|已解决|已处理|已办结|已录用|已入职|已结清|已评价|已送达|送达$|已收货|已到店|已取件|已核销|已入住|已退房|已上线|已入库|完成$/i;
const PAID = /\bpaid\b|已支付|已付款|待发货/i;
const RETURNED = /\breturned\b|已归还|已退还|已还/i;
const IDLE =
  /^(?:available|vacant|idle|free|in stock|on (?:the )?shelf|unoccupied)$|空闲|可借|在架|可用|闲置|待租/i;
const HOLD = /reserv|booked|预约|预订|预留/i;
const DETOUR =
  /overdue|past due|\blate\b|delayed|paused|on hold|suspend|out of order|out of service|maintenance|under repair|blocked|逾期|暂停|挂起|维修|故障|冻结|停用/i;
const POSITIVE = /approv|accept|confirmed|verified|passed|success|已批准|通过|已确认|成功|已审核/i;
const REVIEW =
  /review|pending|submitted|screen|interview|面试|check|assess|evaluat|verif|triag|approval|审核中|审批中|待审|评估|核验|已提交|待确认|复核|检查/i;

type Part = "exit" | "done" | "returned" | "idle" | "hold" | "detour" | "work";

function partOf(state: string, i: number, subject: string): Part {
  // A refund order's "已退款" is where it is going, not a way out of it.
  const refundIsTheGoal = /refund|退款/i.test(subject);
  const exit =
    EXIT.test(state) &&
    !(refundIsTheGoal && /refund|退款/i.test(state) && !REJECT.test(state)) &&
    !/(?:中|ing)$|in progress/i.test(state);
  if (i > 0 && exit) return "exit";
  if (RETURNED.test(state)) return "returned";
  if (DONE.test(state) && !/partial|partly|部分/i.test(state)) return "done";
  if (IDLE.test(state)) return "idle";
  if (i > 0 && HOLD.test(state)) return "hold";
  if (i > 0 && DETOUR.test(state)) return "detour";
  return "work";
}

export function inferTransitions(states: string[], stated: Transition[], subject = ""): Transition[] {
  const out: Transition[] = [];
  const seen = new Set<string>();
  const add = (t: Transition) => {
    const key = `${t.from}→${t.to}`;
    if (seen.has(key) || t.from === t.to || !t.from || !t.to) return;
    seen.add(key);
    out.push(t);
  };
  const parts = states.map((s, i) => partOf(s, i, subject));
  const part = (s: string) => parts[states.indexOf(s)];
  const idle = states.find((s) => part(s) === "idle");
  const path = states.filter((s) => ["work", "done", "returned", "idle"].includes(part(s)));
  add({ from: "[*]", to: states[0] });
  for (const t of stated) add(t);
  for (let i = 0; i < path.length - 1; i++) add({ from: path[i], to: path[i + 1] });
  const last = path[path.length - 1];
  // A thing that comes back rests again; else the path ends the chart.
  if (last && idle && last !== idle && !path.some((s) => part(s) === "done")) add({ from: last, to: idle });
  // The last working state ends the chart when it is final, or when nothing else would.
  else if (last && (part(last) !== "work" || !parts.includes("exit"))) add({ from: last, to: "[*]" });
  for (const s of path)
    if (
      s !== last &&
      (part(s) === "done" || (part(s) === "returned" && !idle)) &&
      !out.some((t) => t.from === s)
    )
      add({ from: s, to: "[*]" });
  const before = (s: string) => states.slice(0, states.indexOf(s));
  const inUse = (s: string) =>
    !["done", "exit", "idle", "hold", "returned"].includes(part(s)) && !POSITIVE.test(s);
  // A hold sits between the resting state and the first state of use, and can be released.
  for (const hold of states.filter((s) => part(s) === "hold")) {
    const from = idle ?? path[0];
    const next = path[path.indexOf(from) + 1];
    add({ from, to: hold });
    if (next) add({ from: hold, to: next });
    if (idle) add({ from: hold, to: idle });
  }
  // A detour leaves the state of use before it and comes back (to rest, else to where it left).
  for (const detour of states.filter((s) => part(s) === "detour")) {
    const from =
      [...before(detour)].reverse().find((s) => path.includes(s) && inUse(s) && s !== idle) ?? path[0];
    add({ from, to: detour });
    const onward = path[path.indexOf(from) + 1];
    // Back by being returned, if the thing can be, else to rest, else on or back to where it left.
    const returned = states.find((s) => part(s) === "returned");
    add({ from: detour, to: returned ?? idle ?? (onward && part(onward) === "done" ? onward : from) });
  }
  for (const exit of states.filter((s) => part(s) === "exit")) {
    const candidates = before(exit).filter((s) => inUse(s) && part(s) !== "exit");
    const reviews = candidates.filter((s) => REVIEW.test(s));
    // A refund is of something paid: from the payment on, the last final state included.
    const paidOn = before(exit).filter(
      (s, i, all) =>
        PAID.test(s) ||
        (all.some((x) => PAID.test(x)) && all.findIndex((x) => PAID.test(x)) < i && part(s) !== "exit"),
    );
    // A cancellation of a booking comes from the booking.
    const holds = before(exit).filter((s) => part(s) === "hold");
    const froms =
      /cancel|取消|撤回|withdraw/i.test(exit) && holds.length
        ? holds
        : REJECT.test(exit)
          ? reviews.length
            ? reviews
            : candidates.slice(-1)
          : /refund|退款/i.test(exit) && paidOn.length
            ? [paidOn[0], paidOn[paidOn.length - 1]]
            : candidates.filter((s) => s !== idle || candidates.length === 1).slice(-3);
    // The request said where it is left from ("rejected after screening or interview"): only there.
    if (!stated.some((t) => t.to === exit))
      for (const from of froms.length ? froms : [states[0]]) add({ from, to: exit });
    add({ from: exit, to: "[*]" });
  }
  return out;
}
