/**
 * What a pomodoro and a quiz take from a brief: the work and break lengths ("50/10", "工作50分钟
 * 休息10分钟") and the quiz's topic ("a quiz about the solar system", "关于太阳系的测验").
 */

/** "50/10", "50-minute work and 10-minute breaks", "工作50分钟休息10分钟". */
export function minutesIn(text: string): { work?: number; rest?: number } {
  const pair = /(\d{1,3})\s*\/\s*(\d{1,3})/.exec(text);
  if (pair) return { work: Number(pair[1]), rest: Number(pair[2]) };
  // Tried in order: "休息10分钟" is read before "50分钟休息" (which names the work time before it).
  const num = (...patterns: RegExp[]) => {
    for (const re of patterns) {
      const m = re.exec(text);
      const value = m ? Number(m.slice(1).find((g) => g !== undefined)) : NaN;
      if (Number.isFinite(value) && value > 0 && value <= 240) return value;
    }
    return undefined;
  };
  return {
    work: num(
      /(\d{1,3})\s*-?\s*(?:min(?:ute)?s?)?\s*(?:of\s+)?(?:work|focus)/i,
      /(?:work|focus)\w*\D{0,16}?(\d{1,3})/i,
      /(?:工作|专注)\D{0,4}?(\d{1,3})/,
      /(\d{1,3})\s*分钟的?(?:工作|专注)/,
    ),
    rest: num(
      /(\d{1,3})\s*-?\s*(?:min(?:ute)?s?)?\s*(?:short\s+)?(?:breaks?|rests?)/i,
      /(?:breaks?|rests?)\w*\D{0,16}?(\d{1,3})/i,
      /休息\D{0,4}?(\d{1,3})/,
      /(\d{1,3})\s*分钟的?休息/,
    ),
  };
}

export function topicIn(text: string): string {
  const en =
    /(?:quiz|trivia|test|flash ?cards?)\s+(?:about|on|of|for)\s+(?:the\s+)?(.+?)(?:\s+(?:with|for|that|in)\b|[,.;!?]|$)/i.exec(
      text,
    );
  if (en) return en[1]!.trim();
  const enBefore = /(?:an?\s+)?(.+?)\s+(?:quiz|trivia)/i.exec(
    text.replace(/^(?:please\s+)?(?:make|build|create|write|give me)\s+(?:me\s+)?/i, ""),
  );
  if (enBefore && !/^(?:an?|the|a small|simple)$/i.test(enBefore[1]!.trim()))
    return enBefore[1]!.replace(/^(?:an?|the)\s+/i, "").trim();
  const zh =
    /(?:关于|有关)(.+?)的/.exec(text) ??
    /(?:做|出|来)?(?:一个|一份|个)?(.+?)(?:知识)?(?:测验|问答|小测|答题)/.exec(text);
  if (zh) return zh[1]!.replace(/^(?:请|帮我|做|出|来|一个|一份|个)+/, "").trim();
  return "";
}
