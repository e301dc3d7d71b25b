/**
 * How an Offline picture's subjects share it: things that fly go in the sky, the others stand
 * side by side on the ground (smaller when there are more), a subject named with books sits on
 * them, an umbrella is held over the one beside it, a kite's string ends in a person's hand. Each
 * subject is drawn in its own colour (the canvas accent while it is drawn); rain or snow falls over all.
 */
import { between, round, type Canvas } from "./offline-canvas";
import { bear, butterfly, fish, panda, penguin, rabbit, type Place } from "./offline-animals";
import { apple, bowl, cake, croissant, icecream, pizza } from "./offline-food";
import { IN_THE_AIR, type PlacedSubject, type ScenePlan, type Subject } from "./offline-scene";
import { FIRST_SUBJECTS } from "./offline-subjects";
import {
  balloon,
  bamboo,
  bicycle,
  books,
  BOOKS_HEIGHT,
  car,
  handOf,
  kite,
  laptop,
  lighthouse,
  person,
  plane,
  robot,
  tent,
  umbrella,
} from "./offline-things";

type Drawer = (c: Canvas, p: Place) => string;

const CHILD = /girl|boy|child|kid|baby|小女孩|男孩|小孩|孩子|儿童|宝宝|小朋友/i;

function drawers(prompt: string): Record<Subject, Drawer> {
  const child = CHILD.test(prompt);
  const longHair = /girl|woman|women|lady|女孩|女人|少女|妈妈|姑娘/i.test(prompt);
  return {
    ...FIRST_SUBJECTS,
    panda,
    bear,
    rabbit,
    fish,
    penguin,
    butterfly,
    person: person({ child, longHair }),
    robot,
    noodles: bowl("noodles"),
    rice: bowl("rice"),
    soup: bowl("soup"),
    cake: (c, p) => cake(c, p, /birthday|candles?|生日|蜡烛/i.test(prompt)),
    apple,
    pizza,
    icecream,
    croissant,
    laptop,
    books,
    bamboo,
    plane,
    balloon: balloon(/hot[ -]?air|热气球/i.test(prompt)),
    kite: (c, p) => kite(c, p),
    umbrella,
    car: car(/taxi|cab\b|出租车|的士/i.test(prompt)),
    bicycle,
    lighthouse,
    tent,
  };
}

/** Drawn at `scale` about its ground point, in its own colour. */
function placed(c: Canvas, draw: Drawer, s: PlacedSubject, p: Place, scale: number): string {
  const own: Canvas = { ...c, pal: { ...c.pal, accent: s.color || c.pal.accent } };
  const body = draw(own, p);
  if (scale === 1) return body;
  const x = round(p.x);
  const g = round(p.ground);
  return `<g transform="translate(${x} ${g}) scale(${scale}) translate(${-p.x} ${-p.ground})">${body}</g>`;
}

const BEHIND: Subject[] = ["bamboo", "tree", "house", "lighthouse", "tent", "flower"];

/** How tall a standing subject is, as a share of the shorter side (an umbrella is held above it). */
const HEIGHT: Partial<Record<Subject, number>> = {
  person: 0.5,
  penguin: 0.45,
  cat: 0.45,
  panda: 0.45,
  bear: 0.45,
};

function weather(c: Canvas, kind: ScenePlan["weather"]): string {
  if (!kind) return "";
  let out = "";
  for (let i = 0; i < (kind === "rain" ? 120 : 90); i++) {
    const x = between(c, 0, c.w);
    const y = between(c, 0, c.h);
    out +=
      kind === "rain"
        ? `<line x1="${round(x)}" y1="${round(y)}" x2="${round(x - c.s * 0.01)}" y2="${round(y + c.s * 0.04)}" stroke="#dbeafe" stroke-width="${round(c.s * 0.002)}" opacity="0.55"/>`
        : `<circle cx="${round(x)}" cy="${round(y)}" r="${round(between(c, 0.003, 0.008) * c.s)}" fill="#ffffff" opacity="0.85"/>`;
  }
  return out;
}

export function drawSubjects(c: Canvas, plan: ScenePlan, groundShare: number, prompt: string): string {
  const draw = drawers(prompt);
  const ground = c.h * groundShare;
  const air = plan.subjects.filter((s) => IN_THE_AIR.includes(s.name));
  let standing = plan.subjects.filter((s) => !IN_THE_AIR.includes(s.name));
  // Books under what is named with them; an umbrella held by what stands beside it.
  const books = standing.find((s) => s.name === "books");
  const onBooks = books && standing.length > 1 ? standing.find((s) => s !== books) : undefined;
  const held = standing.find((s) => s.name === "umbrella");
  const holder = held && standing.length > 1 ? standing.find((s) => s !== held && s !== books) : undefined;
  standing = standing.filter((s) => !(s === books && onBooks) && !(s === held && holder));
  const n = standing.length;
  const scale = n <= 1 ? 1 : n === 2 ? 0.78 : 0.62;
  const wide = c.w / c.h > 1.2;
  const xs =
    n <= 1
      ? [c.w * (wide ? (c.rnd() < 0.5 ? 0.36 : 0.64) : 0.5)]
      : n === 2
        ? [c.w * 0.32, c.w * 0.68]
        : [c.w * 0.2, c.w * 0.5, c.w * 0.8];
  const parts: { behind: boolean; svg: string }[] = [];
  let hand: { x: number; y: number } | undefined;
  standing.forEach((s, i) => {
    let out = "";
    const x = xs[i]!;
    let g = ground;
    if (s === onBooks) {
      out += placed(c, draw.books, books!, { x, ground: g }, scale);
      g -= c.s * BOOKS_HEIGHT * scale;
    }
    out += placed(c, draw[s.name], s, { x, ground: g }, scale);
    if (s.name === "person") hand ??= handOf(c, { x, ground: g }, CHILD.test(prompt), scale);
    if (s === holder) {
      const top = g - c.s * (HEIGHT[s.name] ?? 0.4) * scale;
      out += placed(
        c,
        draw.umbrella,
        held!,
        { x: x + c.s * 0.05 * scale, ground: top + c.s * 0.1 * scale },
        scale,
      );
    }
    parts.push({ behind: BEHIND.includes(s.name), svg: out });
  });
  // Plants and buildings stand behind what is named with them.
  let out = [...parts.filter((p) => p.behind), ...parts.filter((p) => !p.behind)].map((p) => p.svg).join("");
  air.forEach((s, i) => {
    const x = c.w * (air.length === 1 ? (n ? 0.72 : 0.5) : 0.3 + (0.4 * i) / (air.length - 1));
    const y = c.h * (n ? 0.25 : 0.42);
    out +=
      s.name === "kite"
        ? placed(c, (cc, p) => kite(cc, p, hand), s, { x, ground: y }, 1)
        : placed(c, draw[s.name], s, { x, ground: y }, n ? 0.8 : 1.2);
  });
  return out + weather(c, plan.weather);
}
