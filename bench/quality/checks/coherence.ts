/**
 * Does a page's sample data fit what its sections name? A section named after something that
 * is not sold (a pet, a lift, a payment method, a status, a wait, 户号) must not list goods with
 * prices or "Add" buttons; a status section shows a delivery's steps (on the way, arrived)
 * only when the request is about a delivery.
 */
import { parse, type HTMLElement } from "node-html-parser";

const NOT_SOLD =
  /\bpets?\b|\blifts?\b|chair ?lifts?|gondolas?|payment (?:methods?|options?)|\bstatus\b|\bwait(?:ing)?\b|\bqueues?\b|\bvets?\b|doctors?|therapists?|patients?|students?|\bchild(?:ren)?\b|\bkids?\b|account (?:number|no)|\bmeters?\b|devices?|sensors?|servers?|\btrails?\b|\bslopes?\b|\bprogress\b|\btracking\b|户号|宠物|缆车|索道|支付方式|付款方式|状态|排队|等候|等待|医生|患者|学生|孩子|设备|进度|轨迹/i;

// Lists filtered by status are lists of the page's records (orders may carry amounts).
const FILTER = /filter|筛选/i;

const DELIVERY_STEP =
  /\bon the way\b|\bout for delivery\b|\barrived\b|\bdelivered\b|\bshipped\b|运输中|已送达|配送中|待发货|已发货|已签收/i;

const DELIVERY_SUBJECT =
  /deliver|shipping|shipment|parcel|package|courier|\border|waybill|freight|logistic|外卖|快递|包裹|运单|物流|配送|订单|寄件|运输/i;

const PRICE = /[$¥€£]\s?\d/;

function ownText(el: HTMLElement): string {
  const clone = parse(el.toString());
  for (const x of clone.querySelectorAll(".sr-only, script, style")) x.remove();
  return clone.text.replace(/\s+/g, " ").trim();
}

/** The page's sections (and figure cards) with their heading and their text below it. */
function sectionsOf(html: string): { heading: string; body: HTMLElement }[] {
  const root = parse(html.replace(/></g, "> <"), { comment: false });
  return root
    .querySelectorAll("section, li[id]")
    .map((el) => ({ heading: ownText(el.querySelector("h2") ?? parse("")), body: el }))
    .filter((s) => s.heading);
}

/** What is incoherent on a page, one line each (empty when the data fits its sections). */
export function incoherent(html: string, request: string): string[] {
  const out: string[] = [];
  for (const { heading, body } of sectionsOf(html)) {
    if (NOT_SOLD.test(heading) && !FILTER.test(heading)) {
      const text = ownText(body).slice(heading.length);
      const adds = body
        .querySelectorAll("button")
        .filter((b) => /^\+?\s*(?:add|加入|加购|加入购物车)$/i.test(ownText(b)));
      if (PRICE.test(text))
        out.push(`"${heading}" shows prices (${PRICE.exec(text)![0]}…) for something not sold`);
      if (adds.length) out.push(`"${heading}" has "${ownText(adds[0])}" buttons for something not sold`);
    }
    if (
      /\bstatus\b|状态/i.test(heading) &&
      !DELIVERY_SUBJECT.test(`${request} ${heading}`) &&
      DELIVERY_STEP.test(ownText(body))
    ) {
      out.push(
        `"${heading}" shows a delivery's steps ("${DELIVERY_STEP.exec(ownText(body))![0]}") for something not delivered`,
      );
    }
  }
  return out;
}
