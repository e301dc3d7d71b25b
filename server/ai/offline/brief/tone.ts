/** The tone a request asks for ("playful", "简约", "高端"), one word a page's style can follow. */

const TONES: [RegExp, string][] = [
  [/\bplayful\b|\bfun\b|活泼|可爱|俏皮/i, "playful"],
  [/\bminimal(?:ist)?\b|\bclean\b|简约|极简|简洁/i, "minimal"],
  [/\bluxur(?:y|ious)\b|\bpremium\b|\belegant\b|高端|奢华|精致|高级感/i, "premium"],
  [/\bprofessional\b|\bcorporate\b|\bformal\b|专业|商务|正式/i, "professional"],
  [/\bfriendly\b|\bwarm\b|\bcosy\b|\bcozy\b|温馨|亲切|温暖/i, "warm"],
  [/\bbold\b|\bvibrant\b|\benergetic\b|活力|大胆|鲜艳/i, "bold"],
  [/\btech(?:y|nical)?\b|\bfuturistic\b|科技感|未来感/i, "tech"],
];

export function toneOf(text: string): string | null {
  return TONES.find(([re]) => re.test(text))?.[1] ?? null;
}
