/**
 * An Offline PRD with knowledge picked: the items about the product are used — their figures in
 * the problem statement and as a metric's cited baseline, their quotes as the users' words —
 * unrelated items are neither quoted nor cited, and the knowledge's words do not become features
 * or open questions.
 */
import { createTestApp, type TestApp } from "../helpers/test-app";
import { lastEvent, latest, newChat, runRound } from "../helpers/documents";
import { dataOf } from "../helpers/contract";
import { knowledgeCreateAnswerSchema } from "@/lib/contracts/knowledge";
import { validateGeneratedPrd } from "@/server/artifacts/prd/validate";
import { closeMermaidValidator } from "@/server/validate/mermaid";
import { parsePrd } from "@/lib/contracts/content/prd";

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await closeMermaidValidator();
});

async function addItem(token: string, title: string, content: string): Promise<string> {
  const answer = await dataOf(
    knowledgeCreateAnswerSchema,
    await t.call("/api/knowledge", { method: "POST", token, json: { type: "text", title, content } }),
  );
  return answer.items[0].id;
}

/** A section's text by its heading words. */
function section(doc: string, heading: RegExp): string {
  const s = parsePrd(doc).sections.find((x) => x.level > 0 && heading.test(x.title));
  if (!s) throw new Error(`no section ${heading}`);
  return doc.slice(s.start, s.end);
}

// The saved (canonical) markdown escapes "[": read citations either way.
const plain = (doc: string) => doc.replace(/\\\[/g, "[");

describe("Offline PRD with picked knowledge", () => {
  it("puts the interviews' figures in the problem and the metrics, their quote in the personas, and leaves the unrelated survey out", async () => {
    const { token } = await t.signIn("prd-knowledge-en@example.com");
    const churn = await addItem(
      token,
      "Exit interviews",
      '48 subscribers who cancelled were interviewed.\n38% cancelled over price.\n27% want to skip a week instead of cancelling.\n"I just wanted to pause for my holiday, not quit." — subscriber, Leeds',
    );
    const reading = await addItem(
      token,
      "Reading habits survey",
      "Children read 20 minutes a day on average.\nParents want a weekly reading report by email.",
    );
    const chatId = await newChat(t, token);
    const round = await runRound(t, token, chatId, {
      content: "Write a PRD for a meal-kit subscription app where subscribers can skip a week",
      mode: "prd",
      knowledge_ids: [churn, reading],
    });
    expect(lastEvent(round)).toMatchObject({ type: "done", status: "done" });
    const saved = (await latest(t, token, chatId, "prd-content?type=prd"))!;
    expect(await validateGeneratedPrd(saved.content)).toEqual([]);
    const doc = plain(saved.content);
    const problem = section(doc, /Background/);
    expect(problem).toContain("38% cancelled over price [1].");
    expect(problem).toContain("27% want to skip a week instead of cancelling [1].");
    expect(problem).toContain("[1] Exit interviews (knowledge base)");
    // The figure that measures the problem is a metric, its baseline cited and a lower target.
    expect(section(doc, /Goals/)).toMatch(/\| Share who cancelled over price\s+\| 38% \[1\]\s+\| ≤ 29%/);
    expect(section(doc, /Personas/)).toContain('"I just wanted to pause for my holiday, not quit."');
    expect(doc).not.toMatch(/Reading habits|20 minutes|reading report/);
    // The knowledge block is material, not the request: not an open question, not a feature.
    expect(doc).not.toMatch(/<knowledge|Where does "/);
    const chatText = round
      .filter((e) => e.data.type === "content")
      .map((e) => e.data.content)
      .join("");
    expect(chatText).toMatch(/^Based on Exit interviews: /);
  });

  it("writes a Chinese PRD from Chinese interviews, the quote kept whole", async () => {
    const { token } = await t.signIn("prd-knowledge-zh@example.com");
    const churn = await addItem(
      token,
      "流失访谈",
      "我们访谈了 48 位取消订阅的用户。\n38% 的用户因为价格取消。\n27% 的用户希望跳过一周而不是取消。\n“我只是想出差时暂停一下，不是不想要了。”——上海用户",
    );
    const chatId = await newChat(t, token);
    const round = await runRound(t, token, chatId, {
      content: "写一个生鲜订阅 App 的 PRD，支持跳过一周",
      mode: "prd",
      knowledge_ids: [churn],
    });
    expect(lastEvent(round)).toMatchObject({ type: "done", status: "done" });
    const doc = plain((await latest(t, token, chatId, "prd-content?type=prd"))!.content);
    expect(section(doc, /背景/)).toContain("38% 的用户因为价格取消 [1]。");
    expect(section(doc, /指标/)).toMatch(/\| 因为价格取消的用户占比\s+\| 38% \[1\]\s+\| ≤ 29%/);
    expect(section(doc, /画像/)).toContain("“我只是想出差时暂停一下，不是不想要了。”——上海用户 [1]");
    expect(doc).toContain("[1] 流失访谈（知识库）");
  });

  it("without knowledge, names no source and invents no baseline", async () => {
    const { token } = await t.signIn("prd-knowledge-none@example.com");
    const chatId = await newChat(t, token);
    await runRound(t, token, chatId, {
      content: "Write a PRD for a meal-kit subscription app where subscribers can skip a week",
      mode: "prd",
    });
    const doc = plain((await latest(t, token, chatId, "prd-content?type=prd"))!.content);
    expect(doc).not.toMatch(/\[1\]|Sources:|What your knowledge says/);
    expect(section(doc, /Goals/)).toContain("Measured in the pilot");
  });
});
