/**
 * Transitions between named states when the request lists them without saying how they move:
 * the working states one after another, exits (cancelled, expired, 已取消) reachable from the
 * states before them, the first state entered from the start and the final ones ending it.
 * Transitions the request states come first.
 */
import type { Transition } from "../brief";

const EXIT = /cancel|expire|terminat|reject|fail|void|abandon|declin|refund|lost|suspend|archiv|取消|过期|终止|拒绝|驳回|失败|作废|退款|关闭订单|冻结|挂起|归档/i;
const DONE = /\b(?:done|complete|completed|closed|delivered|merged|signed|paid|finished|resolved|published|settled|received|returned)\b|已完成|已关闭|已签收|已签署|已结束|已支付|已发布|已交付|已归还|已评价|完成$/i;

export function inferTransitions(states: string[], stated: Transition[]): Transition[] {
  const out: Transition[] = [];
  const seen = new Set<string>();
  const add = (t: Transition) => {
    const key = `${t.from}→${t.to}`;
    if (seen.has(key) || t.from === t.to) return;
    seen.add(key);
    out.push(t);
  };
  const exits = states.filter((s, i) => i > 0 && EXIT.test(s));
  const path = states.filter((s) => !exits.includes(s));
  add({ from: "[*]", to: path[0] ?? states[0] });
  for (let i = 0; i < path.length - 1; i++) add({ from: path[i], to: path[i + 1] });
  for (const t of stated) add(t);
  for (const exit of exits) {
    const before = path.filter((s) => states.indexOf(s) < states.indexOf(exit) && !DONE.test(s));
    for (const from of before.slice(-3)) add({ from, to: exit });
    add({ from: exit, to: "[*]" });
  }
  const last = path[path.length - 1];
  if (last && (DONE.test(last) || !exits.length || path.length === states.length)) add({ from: last, to: "[*]" });
  for (const s of path) if (s !== last && DONE.test(s) && !out.some((t) => t.from === s)) add({ from: s, to: "[*]" });
  return out;
}
