/**
 * The checks the artifact pipeline runs on what a model writes of a kind (DESIGN.md §4): the
 * kind's content schema (contract), then its server definition's `validate` and `repair`. The
 * kinds sit above the engine, so the engine does not import them: registering a kind
 * (server/artifacts/registry.ts) hands its checks down here.
 */
import type { ContentChecks, ValidationProblem } from "../validate/validation-problem";
import { contentProblems } from "@/lib/contracts/kinds/definition";
import { kindDefinition, type ArtifactKind } from "@/lib/contracts/artifacts";

/** What a kind's server definition adds to its content schema. */
export type KindCheckHooks = {
  validate?: (content: string) => Promise<ValidationProblem[]>;
  repair?: ContentChecks["repair"];
};

const hooks = new Map<string, KindCheckHooks>();

/** Called when a kind is registered (a kind registered again replaces its checks). */
export function registerKindChecks(kind: string, checks: KindCheckHooks): void {
  hooks.set(kind, { validate: checks.validate, repair: checks.repair });
}

/** The kind's own checks: its content schema (contract), then its server definition's validate and repair. */
export function kindChecks(kind: ArtifactKind): ContentChecks {
  const definition = kindDefinition(kind);
  const own = hooks.get(kind);
  return {
    validate: async (content) => {
      const schema = contentProblems(definition, content).map((p) => ({
        message: p.path ? `${p.path}: ${p.message}` : p.message,
      }));
      if (schema.length || !own?.validate) return schema;
      return own.validate(content);
    },
    repair: own?.repair,
  };
}
