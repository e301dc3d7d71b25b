/** <think> blocks written into the answer are split off at any chunk boundary. */
import { createThinkSplitter, splitThink, type ThinkSplitPart } from "@/server/ai/think-tags";

function feed(chunks: string[]) {
  const splitter = createThinkSplitter();
  const parts: ThinkSplitPart[] = [];
  for (const chunk of chunks) parts.push(...splitter.push(chunk));
  parts.push(...splitter.end());
  const of = (type: ThinkSplitPart["type"]) =>
    parts
      .filter((p) => p.type === type)
      .map((p) => p.text)
      .join("");
  return { text: of("text"), think: of("think") };
}

const SAMPLES = [
  "<think>\nplan the answer\n</think>\n\nHere is the answer.",
  "前言<think>用户要一个流程图</think>```mermaid\ngraph TD\nA-->B\n```",
  "<thinking>Longer tag form.</thinking>Answer with a < sign and </b> tags and <thin words.",
  "<think>never closed, cut at the limit",
  "a < b and c <th d; <think>x</think>done",
  "<THINK>upper case</THINK>ok",
];

describe("think splitter", () => {
  it.each(SAMPLES)("gives the same result for every split of %j", (sample) => {
    const whole = feed([sample]);
    for (let i = 0; i <= sample.length; i++) {
      expect(feed([sample.slice(0, i), sample.slice(i)])).toEqual(whole);
    }
    // Three-way splits around every tag boundary too, and one character at a time.
    for (let i = 0; i <= sample.length; i += 3) {
      for (let j = i; j <= sample.length; j += 5) {
        expect(feed([sample.slice(0, i), sample.slice(i, j), sample.slice(j)])).toEqual(whole);
      }
    }
    expect(feed(Array.from(sample))).toEqual(whole);
  });

  it("separates reasoning from the answer", () => {
    expect(feed([SAMPLES[0]])).toEqual({ text: "Here is the answer.", think: "\nplan the answer\n" });
    expect(feed([SAMPLES[1]])).toEqual({
      text: "前言```mermaid\ngraph TD\nA-->B\n```",
      think: "用户要一个流程图",
    });
    expect(feed([SAMPLES[2]]).text).toBe("Answer with a < sign and </b> tags and <thin words.");
    expect(feed([SAMPLES[3]])).toEqual({ text: "", think: "never closed, cut at the limit" });
    expect(feed([SAMPLES[5]])).toEqual({ text: "ok", think: "upper case" });
  });

  it("never lets a tag fragment into the text while streaming", () => {
    const splitter = createThinkSplitter();
    const streamed = ["<", "th", "ink", ">", "x", "</th", "ink>", "y"].flatMap((c) => splitter.push(c));
    expect(
      streamed
        .filter((p) => p.type === "text")
        .map((p) => p.text)
        .join(""),
    ).toBe("y");
  });

  it("splitThink trims, joins several blocks and handles an orphan closing tag", () => {
    expect(splitThink("<think>a</think>one<think>b</think> two")).toEqual({ text: "one two", think: "a\nb" });
    expect(splitThink("Reasoning without an opening tag.\n</think>\n\nAnswer.")).toEqual({
      text: "Answer.",
      think: "Reasoning without an opening tag.",
    });
    expect(splitThink("plain answer")).toEqual({ text: "plain answer", think: "" });
  });
});
