/**
 * The Offline chart writer says what it drew instead of a chart type it cannot draw, and an ER
 * diagram takes the entities the request lists, without the request's words glued on.
 */
import { offlineChartReply } from "../../helpers/offline-charts";

const write = offlineChartReply;
const chart = (reply: string) => /```mermaid\n([\s\S]*?)\n```/.exec(reply)![1];

describe("Offline charts are honest about what they drew", () => {
  it("names a pie chart it cannot draw, what it drew instead, and a connected model (en, zh)", () => {
    // Issue 39 round 5: what it drew instead is a mind map of the figures it needs, not a flowchart
    // of the request ("Request the request"); the reply still says so and points to a model.
    const en = write("Draw a pie chart of our revenue by region");
    expect(en).toMatch(
      /^The Offline model draws a pie chart only from figures you give, and this request has none: it needs each region's revenue, .* I drew a mind map of what the chart needs instead\./,
    );
    expect(en).toMatch(/connect a model\.$/);
    expect(chart(en)).toMatch(/^mindmap\n\s+root\(\(Revenue by region\)\)/);
    const zh = write("画一个饼图展示各渠道占比");
    expect(zh).toMatch(/^离线模型只能用你给出的数字画饼图.*需要每个渠道的占比.*改为画了一张思维导图/);
    expect(zh).toMatch(/连接一个模型。$/);
    expect(chart(zh)).toMatch(/^mindmap\n\s+root\(\(各渠道占比\)\)/);
  });

  it("draws the listed entities of an ER request, not the request's words (en, zh)", () => {
    const zh = write("画一个用户、订单、商品的ER图");
    expect(chart(zh)).toMatch(/^\s+用户 \|\|--o\{ 订单/m);
    expect(chart(zh)).toMatch(/^\s+商品 \{/m);
    expect(zh).not.toMatch(/画一个用户|商品的ER图/);
    const en = write("Draw an ER diagram for users, orders and products");
    expect(chart(en)).toMatch(/^\s+USER \{/m);
    expect(chart(en)).toMatch(/^\s+ORDER \{/m);
    expect(chart(en)).toMatch(/^\s+PRODUCT \{/m);
    expect(chart(en)).not.toMatch(/USERS__ORDERS/);
  });
});
