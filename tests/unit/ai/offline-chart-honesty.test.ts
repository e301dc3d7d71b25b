/**
 * The Offline chart writer says what it drew instead of a chart type it cannot draw, and an ER
 * diagram takes the entities the request lists, without the request's words glued on.
 */
import { offlineChartReply } from "../../helpers/offline-charts";

const write = offlineChartReply;
const chart = (reply: string) => /```mermaid\n([\s\S]*?)\n```/.exec(reply)![1];

describe("Offline charts are honest about what they drew", () => {
  it("names a pie chart it cannot draw, what it drew instead, and a connected model (en, zh)", () => {
    const en = write("Draw a pie chart of our revenue by region");
    expect(en).toMatch(
      /^The Offline model cannot draw a pie chart .* so I drew a flowchart of what you described instead\. Connect a model/,
    );
    const zh = write("画一个饼图展示各渠道占比");
    expect(zh).toMatch(/^离线模型画不了饼图.*所以先按你的描述画了一张流程图。连接一个模型后可以画饼图。/);
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
