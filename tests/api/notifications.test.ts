/** Configured notices: operators create them; users read the active ones in their language. */
import { createTestApp, type TestApp } from "../helpers/test-app";

const TOKEN = "notifications-test-operator-token";
let t: TestApp;
beforeAll(async () => {
  process.env.OPERATOR_TOKEN = TOKEN;
  t = await createTestApp();
});
afterAll(async () => {
  delete process.env.OPERATOR_TOKEN;
  await t.close();
});

const operator = (json: unknown) =>
  t.call("/api/operator/notifications", {
    method: "POST",
    json,
    headers: { Authorization: `Operator ${TOKEN}` },
  });

test("an operator configures notices; users see the active ones in their language", async () => {
  const day = 86_400_000;
  const created = await operator({
    type: "feature",
    priority: "high",
    repeatable: true,
    repeatInterval: 3600,
    title: { en: "Flowcharts are here", zh: "流程图上线了" },
    body: { en: "Try the flowchart mode.", zh: "试试流程图模式。" },
  });
  expect(created.status).toBe(200);
  await operator({
    type: "announcement",
    title: { en: "Old", zh: "旧" },
    body: { en: "b", zh: "b" },
    startTime: new Date(Date.now() - 3 * day).toISOString(),
    endTime: new Date(Date.now() - day).toISOString(),
  });
  await operator({
    type: "warning",
    title: { en: "Later", zh: "以后" },
    body: { en: "b", zh: "b" },
    startTime: new Date(Date.now() + day).toISOString(),
  });

  const { token } = await t.signIn("reader@example.com");
  const en = (await (await t.call("/api/notifications", { token })).json()).data;
  expect(en).toHaveLength(1);
  expect(en[0]).toMatchObject({
    type: "feature",
    priority: "high",
    title: "Flowcharts are here",
    repeatable: true,
    repeatInterval: 3600,
    version: 1,
  });
  const zh = (
    await (await t.call("/api/notifications", { token, headers: { "Accept-Language": "zh-CN" } })).json()
  ).data;
  expect(zh[0].title).toBe("流程图上线了");
});

test("invalid notices are refused with details; a missing token is refused", async () => {
  const bad = await operator({ type: "popup", title: { en: "" }, body: {} });
  expect(bad.status).toBe(400);
  expect(Object.keys((await bad.json()).details)).toEqual(
    expect.arrayContaining(["type", "title.en", "title.zh"]),
  );
  const anon = await t.call("/api/operator/notifications", { method: "POST", json: {} });
  expect(anon.status).toBe(401);
});
