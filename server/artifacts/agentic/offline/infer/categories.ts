/**
 * The categories a record app starts with when its brief names none: a shopping list's aisles,
 * otherwise the spending categories (a shopping list sorted into 餐饮/交通 reads as a mistake).
 */
import type { OfflineLocale } from "@/server/ai/offline/types";
import { uiText } from "../ui-text";

const SHOPPING = /shopping|grocer|supermarket|购物|买菜|采购|超市|杂货/i;

const AISLES: Record<OfflineLocale, string[]> = {
  en: ["Produce", "Dairy & eggs", "Pantry", "Household"],
  zh: ["蔬果", "肉蛋奶", "粮油零食", "日用品"],
};

/** Default categories for an app about `about` (its brief or its title). */
export function defaultCategoriesFor(about: string, lang: OfflineLocale): string[] {
  return SHOPPING.test(about) ? [...AISLES[lang]] : [...uiText(lang).defaultCategories];
}
