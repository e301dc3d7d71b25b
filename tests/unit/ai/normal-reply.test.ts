import { normalReply } from "@/server/ai/offline/normal-reply";
import { extractPromptText } from "@/server/ai/offline/prompt-text";
import { countWords, hasChinese, splitIntoChunks } from "@/server/ai/offline/text-utils";

const reply = (userText: string, locale: "en" | "zh" = "en") => normalReply({ userText, history: [], locale });

describe("normal offline writer", () => {
  it("structures a product idea around the user's own nouns", () => {
    const text = reply("I want to build a habit tracker app for remote teams with streaks and weekly reports");
    expect(text).toMatch(/Your idea in one line:\*\* Habit tracker app for remote teams/);
    expect(text).toContain("**Key users**\n- Remote teams");
    expect(text).toContain("**habit tracker**");
    expect(text).toContain("**streaks**");
    expect(text.match(/^\d\. /gm)?.length).toBeGreaterThanOrEqual(3);
    expect(text).toContain("**PRD**");
    expect(text).toMatch(/offline model/);
    expect(countWords(text)).toBeLessThan(250);
  });

  it("routes deliverable requests to the matching mode", () => {
    expect(reply("Write a PRD for a pet sitting marketplace")).toContain("switch to **PRD** mode");
    expect(reply("Can you draw a flowchart of the checkout process?")).toContain("**Flowchart** mode");
    expect(reply("Test cases for the login page")).toContain("**Test cases** mode");
    expect(reply("Make a prototype of a recipe sharing site")).toContain("**Prototype** mode");
    expect(reply("Research competitors of Notion")).toContain("**Research** mode");
    expect(reply("帮我写一份二手书交易平台的需求文档", "zh")).toContain("二手书交易");
  });

  it("treats questions and greetings differently from ideas", () => {
    const question = reply("How should I price a SaaS scheduling tool for small clinics?");
    expect(question).toContain("**You're asking:**");
    expect(question).toContain("SaaS scheduling");
    const term = reply("What is a PRD?");
    expect(term).toContain("**Quick answer**\n- **PRD** is a product requirements document");
    expect(term).not.toContain("**You asked for:**");
    expect(reply("hello!")).toContain("Describe a product idea");
    expect(reply("你好", "zh")).toContain("描述一个产品想法");
  });

  it("writes Chinese replies for Chinese input and stays deterministic", () => {
    const input = "我想做一个帮助远程团队养成习惯的打卡应用，支持连续打卡和每周报告";
    const text = reply(input, "zh");
    expect(hasChinese(text)).toBe(true);
    expect(text).toContain("连续打卡");
    expect(text).toContain("离线模型");
    expect(reply(input, "zh")).toBe(text);
  });

  it("reuses the earlier idea for content-free follow-ups", () => {
    const text = normalReply({
      userText: "continue",
      history: [{ role: "user", text: "A budgeting app for college students" }],
      locale: "en",
    });
    expect(text).toContain("earlier idea");
    expect(text.toLowerCase()).toContain("budgeting");
  });
});

describe("offline helpers", () => {
  it("chunks text losslessly, a few words per chunk", () => {
    const text = "# Title\n\n- one two three four\n- 中文也可以分块处理\n";
    const chunks = splitIntoChunks(text, 3);
    expect(chunks.join("")).toBe(text);
    expect(chunks.length).toBeGreaterThan(3);
  });

  it("extracts the last user message and the history from a V3 prompt", () => {
    const result = extractPromptText([
      { role: "system", content: "be nice" },
      { role: "user", content: [{ type: "text", text: "first idea" }] },
      { role: "assistant", content: [{ type: "text", text: "a reply" }] },
      { role: "user", content: [{ type: "text", text: "second" }, { type: "text", text: "message" }] },
    ]);
    expect(result).toEqual({
      userText: "second\nmessage",
      history: [
        { role: "user", text: "first idea" },
        { role: "assistant", text: "a reply" },
      ],
      system: "be nice",
    });
  });
});
