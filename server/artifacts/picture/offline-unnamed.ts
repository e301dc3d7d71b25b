/**
 * The words of a picture prompt for things the Offline illustrator cannot draw: its nouns (from
 * compromise in English, jieba in Chinese) that are no subject or place it knows, no colour, and
 * no word about the picture itself, its light or its season. The reply names them.
 */
import { enWords, isEnNoun } from "@/server/ai/offline/brief/words-en";
import { isZhNoun, zhWords } from "@/server/ai/offline/brief/words-zh";

/** Words about the picture, its framing, time and amounts: nothing to draw on their own. */
const NOT_A_THING =
  /^(?:pile|stack|bunch|heap|cup|bowl|plate|glass|piece|pair|group|set|lot|lots|kind|type|air|picture|image|photo|photograph|illustration|style|background|foreground|scene|view|poster|wallpaper|art|artwork|drawing|painting|sketch|render|day|daytime|night|morning|evening|afternoon|noon|sunset|sunrise|dusk|dawn|autumn|fall|spring|summer|winter|weather|light|lighting|color|colour|side|front|top|middle|corner|edge|bottom|center|centre|shape|size|mood|slice|slices|feeling|atmosphere|vibe|detail|details|texture|closeup|close-up|shot|portrait|landscape|aspect|ratio|16:9|hd|4k|something|anything|one|ones|time|moment|way)$/i;
const NOT_A_THING_ZH =
  /^(?:图片|图像|照片|插画|画面|风格|背景|场景|海报|壁纸|一张|颜色|色彩|红色|橙色|黄色|绿色|蓝色|紫色|粉色|黑色|白色|灰色|棕色|金色|白天|夜晚|早晨|傍晚|下午|晚上|春天|夏天|秋天|冬天|秋季|冬季|季节|阳光|光线|氛围|感觉|风景|景色|画|样子|旁边|前面|上面|中间|角落|时候|东西|卡通|写实)$/;
/** Actions jieba tags as nouns ("飞舞", "晒太阳"): what a subject does, not a thing to draw. */
const ACTIONS_ZH =
  /^(?:飞舞|飞翔|奔跑|玩耍|跳舞|散步|睡觉|晒太阳|嬉戏|游泳|滑雪|冲浪|野餐|聊天|休息|发呆|打盹|微笑|唱歌)$/;
const COLOR =
  /^(?:red|orange|ginger|yellow|gold(?:en)?|green|blue|navy|teal|purple|violet|pink|brown|black|white|gr[ae]y|silver)$/i;

// "Hero image for a coffee subscription: a cup of latte…", "给咖啡店做一张海报：…": what the picture is for is
// not in it — only what follows the colon is asked to be drawn.
const PURPOSE_EN =
  /^(?:an?\s+)?(?:[\w-]+\s+){0,2}(?:image|picture|illustration|banner|photo|visual|artwork|graphic|cover|header|poster|thumbnail)\s+(?:for|of)\s+[^:：]{1,60}[:：]\s*/i;
const PURPOSE_ZH =
  /^(?:给|为)[^：:，,]{1,16}?(?:做|画|设计)?(?:一张|一幅|个)?(?:配图|海报|头图|插图|插画|封面|横幅|主图)[：:，,]\s*/;

export function undrawnWords(given: string, drawable: (word: string) => boolean): string[] {
  const prompt = given.replace(PURPOSE_EN, "").replace(PURPOSE_ZH, "");
  const out: string[] = [];
  const take = (word: string) => {
    if (!out.some((w) => w.toLowerCase() === word.toLowerCase())) out.push(word);
  };
  if (/[\u4e00-\u9fff]/.test(prompt)) {
    for (const { word, tag } of zhWords(prompt)) {
      if (!isZhNoun(tag) || tag === "vn" || word.length < 2 || /[^\u4e00-\u9fff]/.test(word)) continue;
      if (NOT_A_THING_ZH.test(word) || ACTIONS_ZH.test(word) || drawable(word) || /色$/.test(word)) continue;
      take(word);
    }
    return out;
  }
  for (const w of enWords(prompt)) {
    const word = w.text.replace(/[^\p{L}\p{N}'-]/gu, "");
    // "16:9" and other numbers are no things (the aspect is read elsewhere).
    if (
      !isEnNoun(w) ||
      w.tags.includes("Pronoun") ||
      word.length < 3 ||
      /ing$/i.test(word) ||
      !/\p{L}/u.test(word)
    )
      continue;
    if (NOT_A_THING.test(word) || COLOR.test(word) || drawable(word)) continue;
    take(word);
  }
  return out;
}
