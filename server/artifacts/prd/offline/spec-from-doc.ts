/**
 * The spec of an existing PRD, for the writers that change one part of it (a section, a chart):
 * the product from its title, the features from its requirement rows when the part has them.
 */
import { prdKind } from "@/lib/contracts/kinds";
import { plainHeading } from "@/lib/contracts/content/prd";
import { parseBrief, type BriefLanguage } from "../../../ai/offline/brief";
import { prdRequirements } from "../../shared/prd-spec/prd-requirements";
import { specFromBrief, type ProductSpec } from "../../shared/prd-spec/spec";

export function productOfTitle(title: string): string {
  return plainHeading(title)
    .replace(/\s*(PRD|product requirements document|产品需求文档|需求文档)\s*$/i, "")
    .trim();
}

export function specFromDocument(title: string, text: string, locale: BriefLanguage): ProductSpec {
  const brief = parseBrief({ text: productOfTitle(title) || text, mode: prdKind.mode, language: locale });
  const named = prdRequirements(text).map((r) => r.name);
  return specFromBrief(named.length ? { ...brief, features: named } : brief);
}
