/**
 * Pictures (written before the Offline illustrator was tuned for them): the subject nouns of the
 * prompt must be drawn — with the colour the prompt gives them — or named in the reply as not drawn.
 * Subjects are the illustrator's names for what it draws (see checks/picture.ts); `drawOrSay` maps
 * such a name to the prompt's word the reply must name when it is not drawn.
 */
import type { QualityCase } from "./types";

const picture = (content: string) => [{ content, mode: "picture" as const }];

export const PICTURE_CASES: QualityCase[] = [
  {
    id: "pic-en-ginger-cat-books",
    lang: "en",
    kind: "picture",
    turns: picture("a ginger cat sleeping on a pile of books"),
    expect: { picture: { draw: ["cat", "books"], colors: { cat: "orange" } } },
  },
  {
    id: "pic-en-red-lighthouse",
    lang: "en",
    kind: "picture",
    turns: picture("a red lighthouse on a rocky coast"),
    expect: { picture: { draw: ["lighthouse"], colors: { lighthouse: "red" }, backdrop: "sea" } },
  },
  {
    id: "pic-zh-beef-noodles",
    lang: "zh",
    kind: "picture",
    turns: picture("一碗牛肉面"),
    expect: { picture: { draw: ["noodles"] } },
  },
  {
    id: "pic-en-bicycle-tree",
    lang: "en",
    kind: "picture",
    turns: picture("a bicycle leaning against a tree in autumn"),
    expect: { picture: { draw: ["bicycle", "tree"] } },
  },
  {
    id: "pic-zh-panda-bamboo",
    lang: "zh",
    kind: "picture",
    turns: picture("一只熊猫在竹林里吃竹子"),
    expect: { picture: { draw: ["panda"], drawOrSay: { bamboo: "竹" } } },
  },
  {
    id: "pic-en-birthday-cake",
    lang: "en",
    kind: "picture",
    turns: picture("a birthday cake with candles"),
    expect: { picture: { draw: ["cake"] } },
  },
  {
    id: "pic-zh-red-taxi-rain",
    lang: "zh",
    kind: "picture",
    turns: picture("东京街头的红色出租车，雨夜"),
    expect: { picture: { draw: ["car"], colors: { car: "red" }, backdrop: "city" } },
  },
  {
    id: "pic-en-balloon-mountains",
    lang: "en",
    kind: "picture",
    turns: picture("a hot air balloon over mountains at sunrise"),
    expect: { picture: { draw: ["balloon"], backdrop: "mountain" } },
  },
  {
    id: "pic-en-penguin-umbrella",
    lang: "en",
    kind: "picture",
    turns: picture("a penguin holding a yellow umbrella"),
    expect: { picture: { drawOrSay: { penguin: "penguin", umbrella: "umbrella" } } },
  },
  {
    id: "pic-zh-puppy-kitten-grass",
    lang: "zh",
    kind: "picture",
    turns: picture("一只小狗和一只小猫在草地上玩"),
    expect: { picture: { draw: ["dog", "cat"], backdrop: "meadow" } },
  },
  {
    id: "pic-en-coffee-croissant",
    lang: "en",
    kind: "picture",
    turns: picture("a cup of coffee and a croissant on a wooden table"),
    expect: { picture: { draw: ["coffee"], drawOrSay: { croissant: "croissant" } } },
  },
  {
    id: "pic-zh-girl-kite-beach",
    lang: "zh",
    kind: "picture",
    turns: picture("小女孩在海边放风筝"),
    expect: { picture: { draw: ["person"], drawOrSay: { kite: "风筝" }, backdrop: "sea" } },
  },
];
