/**
 * The built-in PRD templates (template manager, PRD mode's template picker): five, each in both
 * languages under one stable id. They live in code, not in the templates table, so every user
 * reads the same text and nobody can change or delete them.
 */
import { BUILTIN_TEMPLATE_IDS } from "@/lib/contracts/templates";
import { b2bAdmin } from "./b2b-admin";
import { featureSpec } from "./feature-spec";
import { leanOnePager } from "./lean-one-pager";
import { mobileApp } from "./mobile-app";
import { standardPrd } from "./standard-prd";
import type { BuiltinTemplate } from "./types";

export type { BuiltinTemplate, BuiltinTemplateText } from "./types";

export const BUILTIN_TEMPLATES: readonly BuiltinTemplate[] = [
  standardPrd,
  leanOnePager,
  featureSpec,
  b2bAdmin,
  mobileApp,
];

// The contract names the same ids, in the same order.
if (BUILTIN_TEMPLATES.some((t, i) => t.id !== BUILTIN_TEMPLATE_IDS[i]))
  throw new Error("built-in template ids differ from the contract");

export function builtinTemplate(id: string): BuiltinTemplate | undefined {
  return BUILTIN_TEMPLATES.find((t) => t.id === id);
}

/** The default structure of a generated PRD when no template is chosen. */
export const DEFAULT_TEMPLATE = standardPrd;
