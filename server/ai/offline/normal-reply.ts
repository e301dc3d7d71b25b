/**
 * The `normal` (chat) writer of the offline model: answers the kind of request it is — a brief
 * gets a brief, a question an answer, "compare X and Y" a comparison, a greeting a greeting —
 * about the subject the user named, using what the writer knows about the product's domain.
 */
import { findKnowledge, lookupKnowledge } from "./knowledge";
import { analyseNormal, type Analysis } from "./normal-analysis";
import { normalCopyEn } from "./normal-copy-en";
import type { NormalCopy } from "./normal-copy-types";
import { normalCopyZh } from "./normal-copy-zh";
import { findPlaybook } from "./playbooks";
import { mentionsProduct } from "./language/subject";
import type { OfflineWriter, WriterInput } from "./types";

const METRIC_TERM = /metric|kpi|retention|churn|dau|nps|指标|留存|流失|日活/i;

const COPY: Record<WriterInput["locale"], NormalCopy> = { en: normalCopyEn, zh: normalCopyZh };

function body(a: Analysis, copy: NormalCopy, locale: WriterInput["locale"]): string {
  const { request } = a;
  switch (request.kind) {
    case "greeting":
    case "followup": // "go on" with nothing earlier to go on with
      return copy.greeting();
    case "thanks":
      return copy.thanks();
    case "compare":
      return copy.compare(request.items, [lookupKnowledge(request.items[0], locale), lookupKnowledge(request.items[1], locale)]);
    case "question": {
      const known = request.form === "definition" ? findKnowledge(a.basis, locale) : [];
      if (known.length) {
        // "What's a good north star metric for a language app?" also wants the app's metric.
        const aboutMetric = known.some((k) => METRIC_TERM.test(k.name)) && a.subject.product && a.domain !== "generic";
        return [copy.definition(known), ...(aboutMetric ? [copy.metricHint(a)] : [])].join("\n\n");
      }
      return copy.answer(a, findPlaybook(a.basis, locale));
    }
    case "artifact":
      return a.subject.product ? copy.artifact(a, request.artifact) : copy.needSubject();
    case "brief":
      return a.subject.product ? copy.brief(a) : copy.needSubject();
    case "ideas":
      return a.subject.product ? copy.ideas(a) : copy.needSubject();
    case "idea":
      // A statement that is not about a product ("my team keeps missing deadlines") is a question in disguise.
      if (mentionsProduct(a.basis) && a.subject.product) return copy.idea(a);
      {
        const playbook = findPlaybook(a.basis, locale);
        return playbook ? copy.answer(a, playbook) : copy.unclear();
      }
  }
}

export const normalReply: OfflineWriter = (input) => {
  const copy = COPY[input.locale];
  const analysis = analyseNormal(input);
  const parts = [body(analysis, copy, input.locale)];
  if (analysis.continuing) parts.unshift(copy.continuing(analysis));
  return [...parts, copy.offlineNote].join("\n\n");
};
