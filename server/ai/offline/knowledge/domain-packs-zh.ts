/** 离线写作器的中文领域知识（占位符见 domains.ts）。 */
import type { DomainId, DomainPack } from "./domains";
import { DOMAIN_PACKS_ZH_LIFE } from "./domain-packs-zh-life";
import { DOMAIN_PACKS_ZH_WORK } from "./domain-packs-zh-work";

export const DOMAIN_PACKS_ZH = { ...DOMAIN_PACKS_ZH_LIFE, ...DOMAIN_PACKS_ZH_WORK } as Record<
  DomainId,
  DomainPack
>;
