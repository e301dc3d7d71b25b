/**
 * The rich document packs, in matching priority: the first whose pattern matches the product
 * (then the whole request) wins — "expense approval" before "expenses", "group buying" before
 * food or shops, "habit" before learning.
 */
import type { DocPackPair } from "../pack-types";
import { expenseApprovalPack } from "./expense-approval";
import { financePack } from "./finance";
import { fitnessPack } from "./fitness";
import { foodPack } from "./food";
import { groupBuyingPack } from "./group-buying";
import { habitPack } from "./habit";
import { healthPack } from "./health";
import { inventoryPack } from "./inventory";
import { learningPack } from "./learning";
import { marketplacePack } from "./marketplace";
import { petsPack } from "./pets";
import { teamPack } from "./team";
import { travelPack } from "./travel";

export const DOC_PACKS: readonly DocPackPair[] = [
  habitPack,
  groupBuyingPack,
  expenseApprovalPack,
  petsPack,
  marketplacePack,
  inventoryPack,
  healthPack,
  fitnessPack,
  foodPack,
  travelPack,
  financePack,
  learningPack,
  teamPack,
];
