/**
 * Documents against a model speaking OpenAI's wire format (a local fake server): flowcharts
 * repaired deterministically or by re-prompting with the parser's message and line, never saved
 * as complete while invalid; PRD section rewrites and chart redraws that change only their part;
 * points charged for a saved PRD and refunded for a failed one.
 */
import { createTestApp, type TestApp } from "../helpers/test-app";
import {
  fakeOpenAIModel,
  lastUserText,
  openAIErrors,
  startFakeOpenAI,
  type FakeOpenAI,
} from "../helpers/fake-openai-server";
import { lastEvent, latest, newChat, runRound } from "../helpers/documents";
import { closeMermaidValidator, parseMermaid } from "@/server/validate/mermaid";
import { prdWriter } from "@/server/artifacts/prd/offline/prd-writer";
import { parsePrd } from "@/lib/contracts/content/prd";
import { versionPath } from "@/lib/contracts/artifacts";

jest.setTimeout(60_000);

const REPAIRABLE =
  "Here is the sign-in flow.\n\n```mermaid\nflowchart TD\n  A[Open app] --> B(Sign in (school SSO))\n  B --> C{Signed in?}\n  C -->|yes| end\n  C -->|no| B\n```";
const MODEL_ONLY = "```mermaid\nflowchart TD\n  Sign In Page --> Home Screen\n```";
const FIXED = 'Fixed:\n\n```mermaid\nflowchart TD\n  SignIn["Sign in page"] --> Home["Home screen"]\n```';

async function balance(t: TestApp, token: string): Promise<number> {
  return (await (await t.call("/api/user/points/balance", { token })).json()).data.points_balance
    .availablePoints;
}

describe("documents with an OpenAI-compatible model", () => {
  let fake: FakeOpenAI;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApp({ model: fakeOpenAIModel(fake) });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    await closeMermaidValidator();
  });
  beforeEach(() => fake.respondWith(() => ({ text: "no script" })));

  describe("flowcharts", () => {
    it("repairs an invalid chart (parentheses in a label, a node named end) without asking again", async () => {
      const { token } = await t.signIn("chart-repair@example.com");
      const chatId = await newChat(t, token);
      const before = fake.requests.length;
      fake.enqueue({ text: REPAIRABLE, chunkSize: 9 });
      const events = await runRound(t, token, chatId, { content: "Draw the sign-in flow", mode: "mermaid" });
      expect(lastEvent(events)).toMatchObject({ type: "done", status: "done" });
      expect(fake.requests.length - before).toBe(1);
      const saved = (await latest(t, token, chatId, "mermaid"))!;
      expect((await parseMermaid(saved.content)).ok).toBe(true);
      expect(saved.content).toContain('B("Sign in (school SSO)")');
      expect(saved.content).toContain("-->|yes| End");
      expect(saved.meta).toMatchObject({ diagram_type: "flowchart" });
      // the live preview ended on exactly what was saved
      const live = events.filter(
        (e) => e.data.type === "mermaid" && (e.data.op === "append" || e.data.op === "replace"),
      );
      expect(live.at(-1)!.data).toMatchObject({ op: "replace", content: saved.content });
    });

    it("re-prompts with the parser's message and line when only the model can fix it", async () => {
      const { token } = await t.signIn("chart-reprompt@example.com");
      const chatId = await newChat(t, token);
      const before = fake.requests.length;
      fake.enqueue({ text: MODEL_ONLY }, { text: FIXED });
      const events = await runRound(t, token, chatId, { content: "Sign-in flow", mode: "mermaid" });
      expect(lastEvent(events)).toMatchObject({ type: "done" });
      const sent = fake.requests.slice(before);
      expect(sent).toHaveLength(2);
      const fix = lastUserText(sent[1]);
      expect(fix).toMatch(/does not parse on line 2/);
      expect(fix).toMatch(/Parse error on line 2/);
      expect(fix).toContain("  2 |   Sign In Page --> Home Screen");
      const saved = (await latest(t, token, chatId, "mermaid"))!;
      expect((await parseMermaid(saved.content)).ok).toBe(true);
      expect(saved.meta).toMatchObject({ attempts: 2 });
    });

    it("never saves a chart that is still invalid after three tries as complete, says so plainly (not a 500) and refunds the points", async () => {
      const { token } = await t.signIn("chart-fail@example.com");
      const chatId = await newChat(t, token);
      const start = await balance(t, token);
      const before = fake.requests.length;
      fake.enqueue({ text: MODEL_ONLY }, { text: MODEL_ONLY }, { text: MODEL_ONLY });
      const events = await runRound(t, token, chatId, { content: "Sign-in flow", mode: "mermaid" });
      expect(fake.requests.length - before).toBe(3);
      expect(lastEvent(events)).toMatchObject({
        type: "error",
        errno: 1,
        errmsg: expect.stringContaining("I could not draw this chart"),
      });
      expect(await latest(t, token, chatId, "mermaid")).toBeNull();
      const list = (await (await t.call(versionPath("mermaid", chatId), { token })).json()).data;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ status: "failed" });
      expect(
        events.some(
          (e) =>
            e.data.type === "mermaid" && e.data.op === "failed" && String(e.data.error).includes("line 2"),
        ),
      ).toBe(true);
      expect(await balance(t, token)).toBe(start);
    });
  });

  describe("PRD parts", () => {
    // A 12-section PRD, as a model would send it (the offline writer's text through the wire).
    const prdReply = prdWriter({
      userText: "Write a PRD for a habit-tracking app for students",
      history: [],
      locale: "en",
      options: {},
    });

    async function prdChat(email: string) {
      const { token } = await t.signIn(email);
      const chatId = await newChat(t, token);
      fake.enqueue({ text: prdReply, chunkSize: 200 });
      const events = await runRound(t, token, chatId, {
        content: "Write a PRD for a habit-tracking app for students",
        mode: "prd",
      });
      expect(lastEvent(events)).toMatchObject({ type: "done" });
      const base = (await latest(t, token, chatId, "prd-content?type=prd"))!;
      return { token, chatId, base };
    }

    it("charges 5 points for a saved PRD and refunds them when the PRD fails", async () => {
      const { token } = await t.signIn("prd-points@example.com");
      const chatId = await newChat(t, token);
      const start = await balance(t, token);
      fake.enqueue({ text: prdReply, chunkSize: 500 });
      expect(
        lastEvent(await runRound(t, token, chatId, { content: "Habit tracker PRD", mode: "prd" })),
      ).toMatchObject({ type: "done" });
      expect(await balance(t, token)).toBe(start - 5);
      fake.respondWith(() => ({
        error: { ...openAIErrors.serverError, headers: { "retry-after-ms": "0" } },
      }));
      const failed = await runRound(t, token, chatId, { content: "Another PRD", mode: "prd" });
      expect(lastEvent(failed)).toMatchObject({ type: "error" });
      expect(await balance(t, token)).toBe(start - 5);
    });

    it("rewrites section 4 of 12 and leaves the other 11 (and the title) byte-identical", async () => {
      const { token, chatId, base } = await prdChat("prd-section@example.com");
      const outline = parsePrd(base.content);
      const sections = outline.sections.filter((s) => s.level > 0);
      expect(sections).toHaveLength(12);
      const target = sections[3];
      const before = fake.requests.length;
      fake.enqueue({
        text: "I sharpened the personas.\n\n```markdown\n## 4. Personas\n\n**Primary — students at boarding schools.** They study in the evening and need reminders that fit the dorm schedule.\n```",
      });
      const events = await runRound(t, token, chatId, {
        content: "Make the personas more specific",
        mode: "prd",
        prd_sub_module_id: target.id,
        base_version_id: base.id,
      });
      expect(lastEvent(events)).toMatchObject({ type: "done" });

      // Only the section, the title and the outline were sent.
      const sent = lastUserText(fake.requests[before]);
      expect(sent).toContain(base.content.slice(target.start, target.end).trim());
      expect(sent).toContain("Habit-tracking app for students PRD");
      expect(sent).toContain("6. Functional requirements");
      expect(sent).not.toContain("FR-1");
      expect(sent).not.toContain("flowchart TD");

      const edited = (await latest(t, token, chatId, "prd-content?type=prd"))!;
      expect(edited.version_number).toBe(2);
      expect(edited.source).toBe("edited");
      expect(edited.meta).toMatchObject({
        base_version_id: base.id,
        sub_module: { kind: "section", id: target.id },
      });
      const after = parsePrd(edited.content).sections.filter((s) => s.level > 0);
      expect(after.map((s) => s.id)).toEqual(sections.map((s) => s.id));
      const bytes = (text: string, s: { start: number; end: number }) =>
        Buffer.from(text.slice(s.start, s.end), "utf8");
      for (let i = 0; i < 12; i++) {
        if (i === 3) continue;
        expect(bytes(edited.content, after[i]).equals(bytes(base.content, sections[i]))).toBe(true);
      }
      expect(edited.content.slice(0, after[0].start)).toBe(base.content.slice(0, sections[0].start));
      expect(edited.content.slice(after[3].start, after[3].end)).toContain("boarding schools");
    });

    it("a failed section rewrite says 'Module modification failed' and saves nothing", async () => {
      const { token, chatId, base } = await prdChat("prd-section-fail@example.com");
      const target = parsePrd(base.content).sections.find((s) => s.level > 0 && /Personas/.test(s.title))!;
      fake.respondWith(() => ({ text: "```markdown\n## 4. Personas\n```" })); // a heading and nothing else, every time
      const events = await runRound(t, token, chatId, {
        content: "Rewrite it",
        mode: "prd",
        prd_sub_module_id: target.id,
      });
      expect(lastEvent(events)).toMatchObject({
        type: "error",
        errno: 500,
        errmsg: "Module modification failed",
      });
      // the viewer is given the document back as it was
      expect(
        events.some(
          (e) => e.data.type === "prd_content" && e.data.op === "replace" && e.data.content === base.content,
        ),
      ).toBe(true);
      const list = (await (await t.call(versionPath("prd", chatId), { token })).json()).data;
      expect(list).toHaveLength(1);
      expect((await latest(t, token, chatId, "prd-content?type=prd"))!.id).toBe(base.id);
    });

    it("redraws one chart and changes only that mermaid block", async () => {
      const { token, chatId, base } = await prdChat("prd-chart@example.com");
      const chart = parsePrd(base.content).charts[0];
      fake.enqueue({
        text: "A clearer flow:\n\n```mermaid\nflowchart LR\n  A[Reminder] --> B(Check in (one tap))\n  B --> end\n```",
      });
      const events = await runRound(t, token, chatId, {
        content: "Regenerate this chart",
        mode: "prd",
        prd_sub_module_id: chart.id,
        base_version_id: base.id,
      });
      expect(lastEvent(events)).toMatchObject({ type: "done" });
      const edited = (await latest(t, token, chatId, "prd-content?type=prd"))!;
      const redrawn = parsePrd(edited.content).charts[0];
      expect(edited.content.slice(0, redrawn.bodyStart)).toBe(base.content.slice(0, chart.bodyStart));
      expect(edited.content.slice(redrawn.bodyEnd)).toBe(base.content.slice(chart.bodyEnd));
      expect(redrawn.source).toBe('flowchart LR\n  A[Reminder] --> B("Check in (one tap)")\n  B --> End');
      expect((await parseMermaid(redrawn.source)).ok).toBe(true);
      expect(edited.meta).toMatchObject({ sub_module: { kind: "chart", id: chart.id } });
    });

    it("a failed chart redraw says 'Chart update failed, please retry' and saves nothing", async () => {
      const { token, chatId, base } = await prdChat("prd-chart-fail@example.com");
      fake.respondWith(() => ({
        error: { ...openAIErrors.serverError, headers: { "retry-after-ms": "0" } },
      }));
      const events = await runRound(t, token, chatId, {
        content: "Regenerate",
        mode: "prd",
        prd_sub_module_id: "chart-2",
      });
      expect(lastEvent(events)).toMatchObject({
        type: "error",
        errno: 500,
        errmsg: "Chart update failed, please retry",
      });
      expect((await latest(t, token, chatId, "prd-content?type=prd"))!.id).toBe(base.id);
    });

    it("answers 'that part no longer exists' for an unknown section id", async () => {
      const { token, chatId } = await prdChat("prd-missing@example.com");
      const events = await runRound(t, token, chatId, {
        content: "Rewrite",
        mode: "prd",
        prd_sub_module_id: "no-such-section",
      });
      expect(lastEvent(events)).toMatchObject({ type: "error", errno: 404 });
    });
  });
});
