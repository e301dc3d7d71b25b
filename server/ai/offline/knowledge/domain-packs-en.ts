/** English domain knowledge for the offline writer (see domains.ts for the placeholders). */
import type { DomainId, DomainPack } from "./domains";
import { DOMAIN_PACKS_EN_LIFE } from "./domain-packs-en-life";
import { DOMAIN_PACKS_EN_WORK } from "./domain-packs-en-work";

export const DOMAIN_PACKS_EN = { ...DOMAIN_PACKS_EN_LIFE, ...DOMAIN_PACKS_EN_WORK } as Record<
  DomainId,
  DomainPack
>;
