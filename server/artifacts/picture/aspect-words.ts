/** The aspect a chat message asks for in words ("16:9", "竖版", "landscape"…); square when it names none. */
import { DEFAULT_PICTURE_ASPECT, PICTURE_ASPECTS, type PictureAspect } from "@/lib/contracts/pictures";

const WORDS: [RegExp, PictureAspect][] = [
  [/portrait|vertical|phone wallpaper|story|竖版|竖屏|竖图|手机壁纸/i, "9:16"],
  [/landscape|widescreen|banner|wide|横版|横屏|宽屏|横幅/i, "16:9"],
  [/square|方图|正方形/i, "1:1"],
];

export function aspectFromText(text: string): PictureAspect {
  const ratio = text.match(/\b(\d{1,2})\s*[:：x×]\s*(\d{1,2})\b/);
  if (ratio) {
    const named = `${ratio[1]}:${ratio[2]}` as PictureAspect;
    if ((PICTURE_ASPECTS as readonly string[]).includes(named)) return named;
  }
  return WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? DEFAULT_PICTURE_ASPECT;
}
