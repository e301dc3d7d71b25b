/**
 * The Offline model follows the brief (issue 16's API checks), end to end through the chat
 * stream on PGlite: a sequence diagram names every participant asked, a state diagram every
 * state, an approval flow draws its condition as a decision with both branches, a PRD for a
 * domain no pack knows is about that domain, a follow-up "make the primary button green" edits
 * the page set in place (same pages, same title, green button), and an attached text file's
 * facts reach the PRD.
 */
import { createTestApp, type TestApp } from "../helpers/test-app";
import { lastEvent, latest, newChat, runRound } from "../helpers/documents";
import { closeMermaidValidator, parseMermaid } from "@/server/validate/mermaid";
import { mermaidHeaderLine } from "@/lib/contracts/content/mermaid";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await closeMermaidValidator();
});

async function chart(email: string, content: string): Promise<string> {
  const { token } = await t.signIn(email);
  const chatId = await newChat(t, token);
  expect(lastEvent(await runRound(t, token, chatId, { content, mode: "mermaid" }))).toMatchObject({
    type: "done",
  });
  const saved = (await latest(t, token, chatId, "mermaid"))!;
  expect((await parseMermaid(saved.content)).ok).toBe(true);
  return saved.content;
}

/** The labels of a flowchart's nodes, by node id ("A[Submit]" → A: Submit). */
function nodeLabels(code: string): Map<string, string> {
  const labels = new Map<string, string>();
  for (const m of code.matchAll(
    /\b([A-Za-z][\w]*)\s*(?:\[\[|\[\(|\(\[|\(\(|\{\{|\[|\(|\{|>)"?([^\]\)\}"]+)"?(?:\]\]|\)\]|\]\)|\)\)|\}\}|\]|\)|\})/g,
  ))
    if (!labels.has(m[1])) labels.set(m[1], m[2].trim());
  return labels;
}

function primaryOf(html: string): string {
  return /--color-primary:\s*(#[0-9a-f]{6})/i.exec(html)?.[1] ?? "";
}

/** The hue of a #rrggbb colour in degrees (green is about 90–170). */
function hueOf(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (!d) return -1;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe("charts name what was asked", () => {
  it("a sequence diagram has every participant named, in the order given", async () => {
    const code = await chart(
      "brief-seq@example.com",
      "Sequence diagram for a hotel check-in kiosk: guest, kiosk, property management system, payment gateway and door lock service",
    );
    expect(mermaidHeaderLine(code)).toMatch(/^sequenceDiagram/);
    const declared = [...code.matchAll(/^\s*(?:participant|actor)\s+\S+(?:\s+as\s+(.+))?$/gm)].map((m) =>
      (m[1] ?? "").trim().toLowerCase(),
    );
    const order = [
      "guest",
      "kiosk",
      "property management system",
      "payment gateway",
      "door lock service",
    ].map((name) => declared.findIndex((d) => d.includes(name)));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("a state diagram has every state named (中文)", async () => {
    const code = await chart(
      "brief-state@example.com",
      "画一个工单的状态图：待受理、处理中、待确认、已关闭、已重开",
    );
    expect(mermaidHeaderLine(code)).toMatch(/^stateDiagram/);
    for (const state of ["待受理", "处理中", "待确认", "已关闭", "已重开"]) expect(code).toContain(state);
  });

  it("an approval flow draws its condition as a decision with both branches", async () => {
    const code = await chart(
      "brief-approval@example.com",
      "Flowchart for travel requests: employee submits the request, line manager reviews it; if the trip costs more than $3,000 the finance director must approve, otherwise it is approved directly; then the travel desk books the trip",
    );
    expect(mermaidHeaderLine(code)).toMatch(/^(?:flowchart|graph)/);
    const labels = nodeLabels(code);
    const decision = [...code.matchAll(/\b(\w+)\s*\{"?([^}"]+)"?\}/g)].find((m) => /3,?000/.test(m[2]));
    expect(decision).toBeDefined();
    // Two edges leave the decision: one to the director's approval, one past it.
    const out = [
      ...code.matchAll(new RegExp(`\\b${decision![1]}\\b\\s*-[-.]*>(?:\\|[^|]*\\|)?\\s*(\\w+)`, "g")),
    ].map((m) => labels.get(m[1]) ?? m[1]);
    expect(out.length).toBeGreaterThanOrEqual(2);
    expect(out.some((label) => /finance director/i.test(label))).toBe(true);
    for (const step of ["submits the request", "line manager reviews", "travel desk books"])
      expect(code.toLowerCase()).toContain(step);
  });
});

describe("PRDs are about the product asked", () => {
  it("a PRD for a domain no pack knows is about that domain, not another product", async () => {
    const { token } = await t.signIn("brief-prd-unknown@example.com");
    const chatId = await newChat(t, token);
    await runRound(t, token, chatId, {
      content:
        "Write a PRD for a beehive monitoring app for hobby beekeepers: hive weight alerts, swarm warnings and inspection logs",
      mode: "prd",
    });
    const prd = (await latest(t, token, chatId, "prd-content?type=prd"))!;
    expect(prd.status).toBe("complete");
    const text = prd.content.toLowerCase();
    for (const word of ["beehive", "beekeepers", "hive weight", "swarm", "inspection log"])
      expect(text).toContain(word);
    // Nothing from the packs' products leaks in.
    expect(text).not.toMatch(/restaurant|workout|itinerary|stock-out|conversion rate/);
    expect(prd.title ?? "").toMatch(/beehive/i);
  });

  it("an attached text file's facts appear in the PRD, and the reply says which file it used", async () => {
    const { token } = await t.signIn("brief-prd-attached@example.com");
    const chatId = await newChat(t, token);
    const form = new FormData();
    const notes = [
      "Product: Tidewater Marina berth booking",
      "Users: boat owners and harbour staff",
      "Berths are booked per night; the minimum stay is 2 nights",
      "Boats longer than 15 metres need the harbour master's approval",
      "Payment by card at booking; refunds up to 48 hours before arrival",
    ].join("\n");
    form.append("file", new Blob([notes], { type: "text/plain" }), "marina-notes.txt");
    form.append("chat_id", chatId);
    const file = (await (await t.call("/api/files", { method: "POST", token, body: form })).json()) as Json;
    expect(file.errno).toBe(0);
    const events = await runRound(t, token, chatId, {
      content: "Write the PRD from the attached notes",
      mode: "prd",
      attachments: [file.data.id],
    });
    const prd = (await latest(t, token, chatId, "prd-content?type=prd"))!;
    const text = prd.content.toLowerCase();
    for (const fact of [
      "marina",
      "berth",
      "boat owners",
      "harbour staff",
      "2 nights",
      "15 metres",
      "harbour master",
      "48 hours",
    ])
      expect(text).toContain(fact);
    const reply = events
      .filter((e) => e.data.type === "content")
      .map((e) => e.data.content)
      .join("");
    expect(reply).toContain("marina-notes.txt");
  });
});

describe("follow-ups edit the artifact in place", () => {
  it("a chart follow-up adds the step asked and keeps the chart's title", async () => {
    const { token } = await t.signIn("brief-chart-followup@example.com");
    const chatId = await newChat(t, token);
    await runRound(t, token, chatId, {
      content: "入职流程图：HR发送offer，候选人签约，IT开通账号，主管安排导师",
      mode: "mermaid",
    });
    const v1 = (await latest(t, token, chatId, "mermaid"))!;
    await runRound(t, token, chatId, { content: "在候选人签约之后加上背景调查", mode: "mermaid" });
    const v2 = (await latest(t, token, chatId, "mermaid"))!;
    expect(v2.version_number).toBe(v1.version_number + 1);
    expect(v2.title).toBe(v1.title);
    expect(v2.content).toContain("背景调查");
    for (const step of ["HR发送offer", "候选人签约", "IT开通账号", "主管安排导师"])
      expect(v2.content).toContain(step);
  });

  it("'make the primary button green' recolours that button on each page of a set, not the theme, and keeps its pages and title", async () => {
    const { token } = await t.signIn("brief-green@example.com");
    const chatId = await newChat(t, token);
    await runRound(t, token, chatId, {
      content: "Multi-page prototype for Juniper Yoga, a small yoga studio: home, class schedule, pricing",
      mode: "mult_prototype",
      device_type: "web",
    });
    const contents = async (): Promise<Json> =>
      (
        (await (
          await t.call("/api/chats/mult-prototype-contents", {
            method: "POST",
            token,
            json: { chat_id: chatId },
          })
        ).json()) as Json
      ).data;
    const v1 = await contents();
    expect(v1.pages).toHaveLength(3);

    await runRound(t, token, chatId, { content: "make the primary button green", mode: "mult_prototype" });
    const v2 = await contents();
    expect(v2.version.version_number).toBe(v1.version.version_number + 1);
    expect(v2.version.title).toBe(v1.version.title);
    expect(v2.pages.map((p: Json) => [p.file_name, p.title])).toEqual(
      v1.pages.map((p: Json) => [p.file_name, p.title]),
    );
    // Each page's primary button is green; the theme's colour (every other accent) is unchanged.
    const buttonColor = (html: string) =>
      /<main\b[\s\S]*?<(?:button|a)\b[^>]*class="[^"]*\bbg-\[(#[0-9a-fA-F]{6})\]/.exec(html)?.[1] ??
      "#000000";
    const isGreen = (hex: string) => hueOf(hex) >= 90 && hueOf(hex) <= 170;
    expect(v1.pages.map((p: Json) => isGreen(buttonColor(p.html)))).toEqual([false, false, false]);
    expect(v2.pages.map((p: Json) => isGreen(buttonColor(p.html)))).toEqual([true, true, true]);
    expect(v2.pages.map((p: Json) => primaryOf(p.html))).toEqual(
      v1.pages.map((p: Json) => primaryOf(p.html)),
    );
    for (const [i, page] of v2.pages.entries())
      expect(page.html).toContain(v1.pages[i].html.match(/<h1[^>]*>([^<]+)</)?.[1] ?? "");
  });
});
