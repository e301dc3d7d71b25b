/**
 * Pictures, a second held-out set (ids `pic2-`): written after the illustrator was tuned on
 * pictures.ts and before any change for these.
 */
import type { QualityCase } from "./types";

const picture = (content: string) => [{ content, mode: "picture" as const }];

export const PICTURE_HELD_OUT_CASES: QualityCase[] = [
  {
    id: "pic2-en-golden-retriever",
    lang: "en",
    kind: "picture",
    turns: picture("a golden retriever running on the beach"),
    expect: { picture: { draw: ["dog"], colors: { dog: "yellow" }, backdrop: "sea" } },
  },
  {
    id: "pic2-zh-white-rabbit-snow",
    lang: "zh",
    kind: "picture",
    turns: picture("一只白色的兔子在雪地里"),
    expect: { picture: { draw: ["rabbit"], colors: { rabbit: "white" } } },
  },
  {
    id: "pic2-en-robot-library",
    lang: "en",
    kind: "picture",
    turns: picture("a robot reading a book in a library"),
    expect: { picture: { draw: ["robot", "books"], backdrop: "studio" } },
  },
  {
    id: "pic2-zh-yellow-bus-night",
    lang: "zh",
    kind: "picture",
    turns: picture("夜晚的城市里一辆黄色的公交车"),
    expect: { picture: { draw: ["car"], colors: { car: "yellow" }, backdrop: "city" } },
  },
  {
    id: "pic2-en-sailboat-lake",
    lang: "en",
    kind: "picture",
    turns: picture("a sailboat on a calm lake at sunset"),
    expect: { picture: { draw: ["boat"], backdrop: "sea" } },
  },
  {
    id: "pic2-zh-butterflies-flowers",
    lang: "zh",
    kind: "picture",
    turns: picture("两只蝴蝶在花丛中飞舞"),
    expect: { picture: { draw: ["butterfly", "flower"] } },
  },
  {
    id: "pic2-en-astronaut-flag",
    lang: "en",
    kind: "picture",
    turns: picture("an astronaut planting a flag on the moon"),
    expect: { picture: { draw: ["person"], drawOrSay: { flag: "flag" }, backdrop: "space" } },
  },
  {
    id: "pic2-zh-girl-umbrella-rain",
    lang: "zh",
    kind: "picture",
    turns: picture("一个穿红裙子的女孩在雨中撑伞"),
    expect: { picture: { draw: ["person", "umbrella"] } },
  },
  {
    id: "pic2-en-watermelon-lemonade",
    lang: "en",
    kind: "picture",
    turns: picture("a slice of watermelon and a glass of lemonade"),
    expect: { picture: { drawOrSay: { watermelon: "watermelon", lemonade: "lemonade" } } },
  },
  {
    id: "pic2-zh-orange-cat-windowsill",
    lang: "zh",
    kind: "picture",
    turns: picture("一只橘猫趴在窗台上晒太阳"),
    expect: { picture: { draw: ["cat"], colors: { cat: "orange" }, backdrop: "studio" } },
  },
  {
    id: "pic2-en-camel-desert",
    lang: "en",
    kind: "picture",
    turns: picture("a camel in the desert at noon"),
    expect: { picture: { drawOrSay: { camel: "camel" }, backdrop: "desert" } },
  },
  {
    id: "pic2-zh-mountain-village",
    lang: "zh",
    kind: "picture",
    turns: picture("山脚下的小村庄，炊烟袅袅"),
    expect: { picture: { draw: ["house"], backdrop: "mountain" } },
  },
];
