/**
 * The Offline illustrator reads a prompt's subjects, their colours, the place and the weather in
 * both languages, draws each one it knows, and names the words it could not draw — the prompts
 * the illustrator was reported on (a ginger cat on books drawn as a magenta cat on grass, a red
 * lighthouse as a house, 牛肉面 as sky and sun) among them.
 */
import { drawOfflinePicture, offlineSvg } from "@/server/artifacts/picture/offline-image";
import { planScene } from "@/server/artifacts/picture/offline-scene";
import { offlinePictureReply } from "@/server/artifacts/picture/offline-reply";

type Want = { subjects: string[]; colors?: Record<string, string>; backdrop?: string; notDrawn?: string[] };

const CASES: [string, Want][] = [
  [
    "a ginger cat sleeping on a pile of books",
    { subjects: ["cat", "books"], colors: { cat: "#ea8a3a" }, backdrop: "studio", notDrawn: [] },
  ],
  [
    "a red lighthouse on a rocky coast",
    { subjects: ["lighthouse"], colors: { lighthouse: "#dc2626" }, backdrop: "sea" },
  ],
  ["一碗牛肉面", { subjects: ["noodles"], notDrawn: [] }],
  ["一只熊猫在竹林里吃竹子", { subjects: ["panda", "bamboo"], backdrop: "forest", notDrawn: [] }],
  ["东京街头的红色出租车，雨夜", { subjects: ["car"], colors: { car: "#dc2626" }, backdrop: "city" }],
  ["a bicycle leaning against a tree in autumn", { subjects: ["bicycle", "tree"], notDrawn: [] }],
  ["小女孩在海边放风筝", { subjects: ["person", "kite"], backdrop: "sea", notDrawn: [] }],
  ["一个穿红裙子的女孩在雨中撑伞", { subjects: ["person", "umbrella"], colors: { person: "#dc2626" } }],
  ["a hot air balloon over mountains at sunrise", { subjects: ["balloon"], backdrop: "mountain" }],
  [
    "a golden retriever running on the beach",
    { subjects: ["dog"], colors: { dog: "#eab308" }, backdrop: "sea" },
  ],
  ["a camel in the desert at noon", { subjects: [], backdrop: "desert", notDrawn: ["camel"] }],
  ["a slice of watermelon and a glass of lemonade", { subjects: [], notDrawn: ["watermelon", "lemonade"] }],
  // The aspect is no thing to draw.
  ["A cat on the beach at sunset, 16:9", { subjects: ["cat"], backdrop: "sea", notDrawn: [] }],
  ["一只猫头鹰站在树枝上", { subjects: ["bird", "tree"] }],
];

test.each(CASES)("%s", (prompt, want) => {
  const plan = planScene(prompt, 1);
  expect(plan.subjects.map((s) => s.name)).toEqual(want.subjects);
  for (const [name, color] of Object.entries(want.colors ?? {}))
    expect(plan.subjects.find((s) => s.name === name)?.color).toBe(color);
  if (want.backdrop) expect(plan.backdrop).toBe(want.backdrop);
  if (want.notDrawn) expect(plan.notDrawn).toEqual(want.notDrawn);
});

test("a subject without a colour word is drawn in its own colour, not the palette's", () => {
  // The first illustrator drew cats in the prompt's hashed hue (a magenta cat).
  const cats = ["a cat", "a cat on a sofa", "a sleepy cat", "猫"].map(
    (p) => planScene(p, 7).subjects[0]!.color,
  );
  expect(new Set(cats)).toEqual(new Set(["#9ca3af"]));
  // …and every subject drawn puts its colour in the picture.
  const { svg } = offlineSvg("a red lighthouse on a rocky coast", "1:1");
  expect(svg).toContain('fill="#dc2626"');
});

test("every subject it knows is drawn, alone and in company, without failing or leaving the canvas blank", () => {
  const words = [
    "cat",
    "dog",
    "bird",
    "panda",
    "bear",
    "rabbit",
    "fish",
    "penguin",
    "butterfly",
    "girl",
    "robot",
    "coffee",
    "noodles",
    "rice",
    "soup",
    "birthday cake",
    "apples",
    "pizza",
    "ice cream",
    "croissant",
    "phone",
    "laptop",
    "books",
    "flowers",
    "tree",
    "bamboo",
    "rocket",
    "plane",
    "hot air balloon",
    "kite",
    "umbrella",
    "taxi",
    "bicycle",
    "sailboat",
    "house",
    "lighthouse",
    "tent",
  ];
  const sizes = new Set<number>();
  for (const word of words) {
    const plan = planScene(`a ${word}`, 3);
    expect(plan.subjects.length).toBeGreaterThan(0);
    const picture = drawOfflinePicture(`a ${word} and a dog in the rain`, "4:3");
    expect(picture.png.byteLength).toBeGreaterThan(20_000);
    sizes.add(picture.png.byteLength);
  }
  expect(sizes.size).toBeGreaterThan(words.length * 0.8);
});

test("the reply says what was drawn and where, and names what was not, in the prompt's language", () => {
  expect(offlinePictureReply(planScene("a penguin and a camel in the snow", 1), "en")).toBe(
    "The Offline illustrator drew “penguin” in the mountains, in the snow. It draws with simple shapes, not photos. It could not draw “camel”: that is not among the things it can draw. Connect an image model to get a detailed picture of everything you described.",
  );
  expect(offlinePictureReply(planScene("一碗牛肉面", 1), "zh")).toBe(
    "离线插画画了“牛肉面”，场景在室内。它用简单的图形作画，不是照片。",
  );
  expect(offlinePictureReply(planScene("一只骆驼", 1), "zh")).toMatch(
    /^离线插画认不出描述里可以画的主体，只画了.+的场景。它用简单的图形作画，不是照片。没能画出：“骆驼”，它不在/,
  );
});

describe("what a picture is for is not among the words it could not draw", () => {
  it.each([
    ["Hero image for a coffee subscription: a cup of coffee on a wooden table", ["Hero", "subscription"]],
    ["给咖啡店做一张海报：一杯咖啡和一只猫", ["咖啡店", "海报"]],
  ])("%s", (prompt, purpose) => {
    const { notDrawn } = planScene(prompt, 1);
    for (const word of purpose) expect(notDrawn).not.toContain(word);
  });
  it("a word of the picture's content that cannot be drawn is still named", () => {
    expect(planScene("Banner for our bakery: a croissant next to a fox", 1).notDrawn).toContain("fox");
  });
});
