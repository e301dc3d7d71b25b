/**
 * A ranking named by its columns (issue 39): "rank, player, country, points", "排名、玩家、国家、
 * 积分" are the columns of one ranked table, not four sections. Its rows are numbered from 1, the
 * people or teams are named, and the score falls from the top.
 */
import { esc } from "./kit";
import { escText, section, type RenderContext } from "./render-context";
import { personName } from "./sample-data";
import type { Block, Lang } from "./screen";

const RANK = /^(?:rank(?:ing)?|position|place|pos\.?|#|no\.?|排名|名次|位次|排行)$/i;
const BOARD = /leaderboard|standings|rankings?|league table|high ?scores?|排行榜|积分榜|榜单|排行/i;

type Column = {
  re: RegExp;
  value: (i: number, lang: Lang, r: () => number) => string;
};

const COUNTRIES = {
  en: ["Norway", "India", "United States", "China", "Brazil", "Germany", "Japan", "Kenya"],
  zh: ["挪威", "印度", "美国", "中国", "巴西", "德国", "日本", "肯尼亚"],
};
const TEAMS = {
  en: ["Red Foxes", "Harbour Kings", "Northside United", "Blue Comets", "River Rovers", "Iron Owls"],
  zh: ["赤狐队", "海港之王", "北城联", "蓝色彗星", "江畔游侠", "铁翼猫头鹰"],
};
const CITIES = {
  en: ["Oslo", "Mumbai", "Chicago", "Shanghai", "São Paulo", "Berlin", "Osaka", "Nairobi"],
  zh: ["北京", "上海", "广州", "深圳", "杭州", "成都", "武汉", "南京"],
};

// What a column holds, by its name; the first that fits.
const COLUMNS: Column[] = [
  { re: RANK, value: (i) => String(i + 1) },
  {
    re: /player|name|user|member|runner|athlete|driver|student|gamer|rider|人|玩家|选手|姓名|用户|队员|学员|球员|车手|学生/i,
    value: (_, lang, r) => personName(lang, r),
  },
  { re: /team|club|squad|guild|clan|队伍|战队|俱乐部|公会|团队/i, value: (i, lang) => TEAMS[lang][i % 6] },
  { re: /country|nation|flag|国家|地区|国籍/i, value: (i, lang) => COUNTRIES[lang][i % 8] },
  { re: /city|town|城市/i, value: (i, lang) => CITIES[lang][i % 8] },
  { re: /rating|elo|评分|等级分/i, value: (i) => String(2850 - i * 37) },
  { re: /wins?|won|胜/i, value: (i) => String(24 - i * 2) },
  { re: /loss(?:es)?|lost|负/i, value: (i) => String(2 + i) },
  { re: /games|played|matches|场次|对局/i, value: (i) => String(30 - i) },
  {
    re: /time|用时|成绩/i,
    value: (i) => `${2 + Math.floor(i / 3)}:${String(31 + i * 4).padStart(2, "0")}:0${i}`,
  },
  { re: /distance|km|miles?|里程|距离/i, value: (i) => `${(212.4 - i * 13.7).toFixed(1)} km` },
  { re: /level|lvl|等级/i, value: (i) => String(48 - i * 3) },
  { re: /streak|连胜|连续/i, value: (i) => String(14 - i) },
  { re: /xp|exp|经验/i, value: (i) => (98_400 - i * 6_150).toLocaleString("en-US") },
  // Points, score and anything else that is counted: falling from the top.
  { re: /./, value: (i) => (4_820 - i * 265).toLocaleString("en-US") },
];

/**
 * The columns of a ranking, when the sections the request named are one: a rank column and at
 * least two more short names ("rank, player, country, points"), or three or more short names on a
 * page the request calls a leaderboard. Else null.
 */
export function rankingColumns(sections: string[], text: string): string[] | null {
  if (sections.length < 3 || sections.length > 7) return null;
  const short = sections.every((s) =>
    /[\u4e00-\u9fff]/.test(s) ? s.length <= 5 : s.split(/\s+/).length <= 2,
  );
  if (!short) return null;
  const ranked = sections.some((s) => RANK.test(s.trim()));
  if (!ranked && !(BOARD.test(text) && sections.some((s) => COLUMNS[1].re.test(s) || COLUMNS[2].re.test(s))))
    return null;
  return ranked ? sections : [/[\u4e00-\u9fff]/.test(text) ? "排名" : "Rank", ...sections];
}

/** The ranking's title: the request's own word for it ("Standings", "积分榜"), else Leaderboard. */
export function rankingTitle(text: string, lang: Lang): string {
  const word = BOARD.exec(text)?.[0];
  if (word && lang === "zh") return word;
  if (word && !/^ranking$/i.test(word)) return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  return lang === "zh" ? "排行榜" : "Leaderboard";
}

/** A ranked table: the named columns, rows from first place down. */
export function rankingTable(c: RenderContext, b: Block): string {
  const columns = b.members ?? [];
  const count = c.s.device === "mobile" ? 5 : 8;
  const kinds = columns.map((name) => COLUMNS.find((k) => k.re.test(name))!);
  const numeric = kinds.map(
    (k, i) => k !== COLUMNS[1] && k !== COLUMNS[2] && k !== COLUMNS[3] && k !== COLUMNS[4] && i > 0,
  );
  const th = columns
    .map(
      (h, i) =>
        `<th scope="col" class="px-3 py-3 ${numeric[i] ? "text-right" : "text-left"} font-medium">${esc(h)}</th>`,
    )
    .join("");
  const rows = Array.from({ length: count }, (_, i) => {
    const cells = kinds
      .map((k, j) => {
        const v = k.value(i, c.s.lang, c.r);
        const strong = j === 0 || (i < 3 && kinds[j] === COLUMNS[1]);
        return `<td class="whitespace-nowrap px-3 py-3 ${numeric[j] ? "text-right tabular-nums" : ""} ${strong ? "font-semibold text-ink" : "text-muted"}">${esc(v)}</td>`;
      })
      .join("");
    return `<tr class="border-t border-line${i === 0 ? " bg-soft" : ""}">${cells}</tr>`;
  }).join("");
  return section(
    b,
    `<div class="-mx-5 overflow-x-auto" tabindex="0" role="region" aria-label="${escText(b.title)}"><table class="w-full text-sm"><caption class="sr-only">${escText(b.title)}</caption><thead class="bg-canvas text-muted"><tr>${th}</tr></thead><tbody>${rows}</tbody></table></div>`,
  );
}
