/** Small text helpers the offline answers share: a capital first letter, numbered and bulleted lists. */
export const upper = (s: string) => (/^[a-z]/.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s);
export const numbered = (items: string[]) => items.map((item, i) => `${i + 1}. ${item}`).join("\n");
export const bullets = (items: string[]) => items.map((item) => `- ${item}`).join("\n");
