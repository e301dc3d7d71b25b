/**
 * Reads a chat message the way a colleague would before answering: what is asked (a brief, a
 * question, a comparison…), about what (the product and its audience), in which domain, and
 * whether it continues an earlier request. Both the reply and its reasoning are built from it.
 */
import {
  detectDomain,
  domainPack,
  fillPlaceholders,
  type DomainId,
  type DomainPack,
} from "../knowledge/domains";
import { detectRequest, type RequestKind } from "./request-kind";
import {
  mentionsProduct,
  parseSubject,
  productInQuestion,
  withArticle,
  type Subject,
} from "../language/subject";
import type { HistoryTurn, WriterInput } from "../types";
import { questionField } from "./topic";

export type Analysis = {
  request: RequestKind;
  subject: Subject;
  domain: DomainId;
  pack: DomainPack;
  /** The named audience, else the domain's primary users. */
  audience: string;
  /** Phrases for the copy: "habit-tracking app", "a habit-tracking app", "Habit-tracking app for students". */
  product: string;
  aProduct: string;
  title: string;
  /** The reply picks up an earlier request ("go on"). */
  continuing: boolean;
  /** The text the analysis is about (the earlier request when continuing). */
  basis: string;
  /** A question naming no product: the field it asks in ("payments feature in Europe", "游戏"); '' when none. */
  field: string;
  /** What a question asks about, in its words ("政务App的适老化改造"); '' when it cannot be told. */
  topic: string;
};

const NO_SUBJECT: Subject = { product: "", phrase: "" };

/** A question is about the product it names, if it names one; its other words are the question. */
function questionSubject(text: string, locale: WriterInput["locale"]): Subject {
  return productInQuestion(text, locale) ?? NO_SUBJECT;
}

const SUBSTANTIVE = (kind: RequestKind["kind"]) =>
  kind !== "greeting" && kind !== "thanks" && kind !== "followup";

/** The latest earlier user turn that asked for something real. */
function earlierRequest(history: HistoryTurn[]): string | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i];
    if (turn.role === "user" && SUBSTANTIVE(detectRequest(turn.text).kind)) return turn.text;
  }
  return undefined;
}

const fieldOf = ({ field, thing }: { field: string; thing: string }) => ({ field, topic: thing });

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function analyseNormal({ userText, history, locale }: WriterInput): Analysis {
  const zh = locale === "zh";
  let request = detectRequest(userText);
  let basis = userText;
  let continuing = false;
  if (request.kind === "followup") {
    const earlier = earlierRequest(history);
    if (earlier) {
      basis = earlier;
      request = detectRequest(earlier);
      continuing = true;
    }
  }
  // A question, or a remark that is not about a product, is about what it names, if anything.
  const asQuestion = request.kind === "question" || (request.kind === "idea" && !mentionsProduct(basis));
  const subject = asQuestion ? questionSubject(basis, locale) : parseSubject(basis, locale);
  const domain = detectDomain(subject.product, basis);
  const pack = domainPack(domain, locale);
  const audience = subject.audience ?? pack.users[0];
  const product = subject.product || (zh ? "这个产品" : "the product");
  return {
    request,
    subject,
    domain,
    pack,
    audience,
    product,
    aProduct: zh ? product : subject.product ? withArticle(subject.product) : "the product",
    title: zh ? subject.phrase || product : capitalize(subject.phrase || product),
    continuing,
    basis,
    ...fieldOf(asQuestion ? questionField(basis, locale) : { field: "", thing: "" }),
  };
}

/** A domain-pack template with this request's product and audience filled in. */
export function packText(a: Analysis, template: string): string {
  return fillPlaceholders(template, { product: a.product, aProduct: a.aProduct, audience: a.audience });
}
