/**
 * ER diagrams whose entities have names erDiagram cannot take as they are (a leading digit, a
 * keyword like "class", hyphens, spaces, Chinese, a many-to-many remark): the Offline model draws
 * every one that parses and names each entity asked — the round ends done, never in an error.
 */
import { createTestApp, type TestApp } from "../helpers/test-app";
import { lastEvent, latest, newChat, runRound } from "../helpers/documents";
import { closeMermaidValidator, parseMermaid } from "@/server/validate/mermaid";

jest.setTimeout(60_000);

const CASES: [string, string[]][] = [
  [
    "ER diagram with entities Order-Item, Gift Card, 3D Model and User",
    ["ORDER_ITEM", "GIFT_CARD", "3D_MODEL", "USER"],
  ],
  ["ER diagram: 2FA Device, User, Login Attempt", ["2FA_DEVICE", "USER", "LOGIN_ATTEMPT"]],
  [
    "ER diagram: 100 Club Member, 24/7 Support Ticket, Agent",
    ["100_CLUB_MEMBER", "24_7_SUPPORT_TICKET", "AGENT"],
  ],
  [
    "ER diagram for a school: students, classes, teachers, enrolments",
    ["STUDENT", "CLASS", "TEACHER", "ENROLMENT"],
  ],
  ["ER diagram with entities: end, class, style, subgraph", ["END", "CLASS", "STYLE", "SUBGRAPH"]],
  [
    "ER diagram for fleet maintenance: vehicles, drivers, work orders, parts",
    ["VEHICLE", "DRIVER", "WORK_ORDER", "PART"],
  ],
  ["ER图：1号仓库、2号仓库、SKU、库存批次", ["1号仓库", "2号仓库", "SKU", "库存批次"]],
  ["ER图：用户、3D模型、订单-明细、优惠券", ["用户", "3D模型", "订单_明细", "优惠券"]],
  ["ER图：学生、课程、选课记录，学生和课程多对多", ["学生", "课程", "选课记录"]],
];

describe("ER diagrams with awkward entity names", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await closeMermaidValidator();
  });

  it.each(CASES.map(([prompt], i) => [prompt, i] as const))("%s → a chart that parses", async (prompt, i) => {
    const { token } = await t.signIn(`er-names-${i}@example.com`);
    const chatId = await newChat(t, token);
    const events = await runRound(t, token, chatId, { content: prompt, mode: "mermaid" });
    expect(lastEvent(events)).toMatchObject({ type: "done", status: "done" });
    const saved = (await latest(t, token, chatId, "mermaid"))!;
    expect(saved.status).toBe("complete");
    expect(await parseMermaid(saved.content)).toMatchObject({ ok: true });
    // Each entity asked is drawn under its own name — not with the list's words ("entities", "ER图", "多对多").
    const entities = [...saved.content.matchAll(/^\s{2}"?([^\s"{]+)"?\s*\{$/gm)].map((m) => m[1]);
    expect(entities).toEqual(expect.arrayContaining(CASES[i][1]));
    expect(entities.join(" ")).not.toMatch(/ENTITIES|ER图|实体|多对多/);
  });
});
