/**
 * Issue 39, round 5: charts told in words nobody tuned for. State diagrams whose moves are told
 * as sentences (loops back, branches, reopen, cancel from several states), en and zh. Each drew
 * the clauses as states in one straight line, or a flowchart, before.
 */
import { offlineChart, offlineChartReply, sequence } from "../../helpers/offline-charts";

/** A state diagram's transitions as "from -> to", by state name ([*] as itself). */
function moves(source: string): string[] {
  const names = new Map<string, string>();
  for (const m of source.matchAll(/^\s*state "([^"]+)" as (\w+)$/gm)) names.set(m[2], m[1]);
  return [...source.matchAll(/^\s*(\S+) --> (\S+)(?: : .*)?$/gm)].map(
    (m) => `${names.get(m[1]) ?? m[1]} -> ${names.get(m[2]) ?? m[2]}`,
  );
}

describe("state diagrams told as sentences", () => {
  it("en: a pull request's loop back, branch, close from three states and reopen", () => {
    const source = offlineChart(
      "Draw the states of a pull request: it starts as a draft and the author marks it ready for review; reviewers either approve it or request changes; once the author pushes fixes it goes back to ready for review; an approved pull request is merged. A pull request can be closed from draft, ready for review or changes requested, and a closed one can be reopened as a draft.",
    );
    expect(source).toMatch(/^stateDiagram-v2$/m);
    expect(moves(source)).toEqual(
      expect.arrayContaining([
        "[*] -> draft",
        "draft -> ready for review",
        "ready for review -> approved",
        "ready for review -> changes requested",
        "changes requested -> ready for review",
        "approved -> merged",
        "draft -> closed",
        "ready for review -> closed",
        "changes requested -> closed",
        "closed -> draft",
        "merged -> [*]",
      ]),
    );
    expect(moves(source)).not.toContain("merged -> closed");
    // No clause is a state.
    expect(source).not.toMatch(/starts as|marks it|either/);
  });

  it("en reply names the states and places every sentence", () => {
    const reply = offlineChartReply(
      "State diagram of support ticket states: open, in progress, resolved, closed. A resolved ticket can be reopened.",
    );
    expect(moves(reply)).toEqual(expect.arrayContaining(["resolved -> in progress", "resolved -> closed"]));
    expect(reply).not.toMatch(/could not place/);
  });

  it("zh: 外卖订单 — states from 是/变为/进入/后, cancelled from 待支付 and 待接单", () => {
    const reply = offlineChartReply(
      "画一个外卖订单的状态图：用户下单后订单是待支付，支付后变为待接单；商家接单后进入制作中，骑手取餐后是配送中，送达后已完成。待支付和待接单时用户都可以取消订单，超过15分钟未支付会自动取消，商家拒单也会变成已取消。",
    );
    expect(moves(reply)).toEqual(
      expect.arrayContaining([
        "[*] -> 待支付",
        "待支付 -> 待接单",
        "待接单 -> 制作中",
        "制作中 -> 配送中",
        "配送中 -> 已完成",
        "待支付 -> 已取消",
        "待接单 -> 已取消",
        "已完成 -> [*]",
        "已取消 -> [*]",
      ]),
    );
    expect(moves(reply)).not.toContain("已完成 -> 已取消");
    expect(reply).not.toMatch(/用户下单后订单是|没能放进图里/);
    expect(reply).toMatch(/包含你列出的待支付、待接单、制作中、配送中、已完成、已取消/);
  });

  it("zh: 报销单 — 驳回回到草稿 loops back, the main line goes on from 待审批", () => {
    const source = offlineChart(
      "报销单的状态图：员工填好后先存为草稿，提交后是待审批；主管驳回就回到草稿，员工修改后可以重新提交；主管通过后进入财务审核，财务打款后变成已报销。草稿可以直接删除。",
    );
    expect(moves(source)).toEqual(
      expect.arrayContaining([
        "[*] -> 草稿",
        "草稿 -> 待审批",
        "待审批 -> 草稿",
        "待审批 -> 财务审核",
        "财务审核 -> 已报销",
        "已报销 -> [*]",
      ]),
    );
    expect(source).toMatch(/: 主管驳回/);
    expect(moves(source)).not.toContain("已报销 -> 草稿");
  });
});

/** A Gantt chart's tasks: name, start (the first's date, else after the one before) and days. */
function plan(source: string) {
  let end = 0;
  const day = 86_400_000;
  return [...source.matchAll(/^\s{2}(.+?) :(milestone, )?t\d+, (after t\d+|\S+), (\d+)d$/gm)].map((m) => {
    const start = m[3].startsWith("after") ? end : Date.parse(`${m[3]}T00:00:00Z`);
    end = start + Number(m[4]) * day;
    const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
    return { name: m[1], milestone: Boolean(m[2]), start: iso(start), end: iso(end) };
  });
}

describe("Gantt charts with a deadline are planned back from it", () => {
  it("en: 'must launch on 2027-05-28' ends the work on that day and the launch is a milestone on it", () => {
    const reply = offlineChartReply(
      "Gantt chart for our conference app, which must launch on 2027-05-28: content planning 2 weeks, design 10 days, build 4 weeks, beta testing 1 week, then launch",
    );
    const tasks = plan(reply);
    expect(tasks.map((t) => t.name)).toEqual([
      "Content planning",
      "Design",
      "Build",
      "Beta testing",
      "Launch",
    ]);
    expect(tasks[0].start).toBe("2027-03-30");
    expect(tasks[3].end).toBe("2027-05-28");
    expect(tasks[4]).toMatchObject({ milestone: true, start: "2027-05-28", end: "2027-05-28" });
    expect(reply).toMatch(/planned back from 2027-05-28: the work starts on 2027-03-30/);
    expect(reply).not.toMatch(/title .*which must/);
  });

  it("en: 'launch on March 3' is the launch day, not the start", () => {
    const tasks = plan(
      offlineChart("Gantt for the new checkout: design 2 weeks, build 3 weeks, QA 1 week, launch on March 3"),
    );
    const launch = tasks.find((t) => t.name === "Launch")!;
    expect(launch.milestone).toBe(true);
    expect(launch.start.slice(5)).toBe("03-03");
    expect(tasks[0].start.slice(5)).toBe("01-20");
  });

  it("zh: 必须在2027年6月30日上线 — 倒排, 上线 a milestone on the day", () => {
    const reply = offlineChartReply(
      "小程序上线排期甘特图，必须在2027年6月30日上线：需求评审3天，UI设计2周，开发4周，测试10天，提交审核2天",
    );
    const tasks = plan(reply);
    expect(tasks.map((t) => t.name)).toEqual(["需求评审", "UI设计", "开发", "测试", "提交审核", "上线"]);
    expect(tasks[0].start).toBe("2027-05-04");
    expect(tasks[4].end).toBe("2027-06-30");
    expect(tasks[5]).toMatchObject({ milestone: true, start: "2027-06-30" });
    expect(reply).toMatch(/倒排：2027-05-04 开始/);
  });

  it("a start date alone still starts the plan", () => {
    const tasks = plan(
      offlineChart(
        "Gantt chart for a website redesign starting 2027-02-01: discovery 2 weeks, design 3 weeks, build 4 weeks, QA 1 week, launch 2 days",
      ),
    );
    expect(tasks[0].start).toBe("2027-02-01");
    expect(tasks.some((t) => t.milestone)).toBe(false);
  });
});

describe("a pie (or bar) chart asked without figures says what it needs and draws that instead", () => {
  it("en: revenue by product line — each product line's revenue, a mind map of it, no made-up pie", () => {
    const reply = offlineChartReply("Make a pie chart of our revenue by product line this year");
    expect(reply).toMatch(/it needs each product line's revenue, for example "Product line A 40%/);
    expect(reply).toMatch(/I drew a mind map of what the chart needs instead/);
    expect(reply).toMatch(
      /root\(\(Revenue by product line this year\)\)\n\s+Each product line\n\s+Its name\n\s+Its revenue: a number or %/,
    );
    expect(reply).not.toMatch(/Request the request|flowchart|^pie/m);
  });

  it("en: slices named without figures are the map's branches", () => {
    const reply = offlineChartReply("Pie chart of traffic sources: organic, paid, referral, social");
    expect(reply).toMatch(/a figure for each of organic, paid, referral, social/);
    for (const slice of ["organic", "paid", "referral", "social"])
      expect(reply).toMatch(new RegExp(`^\\s{4}${slice}\\n\\s{6}share: a number or %$`, "m"));
  });

  it("zh: 各渠道的销售额占比 — 需要每个渠道的销售额, 思维导图, 不编造数字", () => {
    const reply = offlineChartReply("画一个饼图，展示我们今年各渠道的销售额占比");
    expect(reply).toMatch(/需要每个渠道的销售额，例如「渠道A 40%/);
    expect(reply).toMatch(/我没有编造数字，改为画了一张思维导图/);
    expect(reply).toMatch(
      /root\(\(今年各渠道的销售额占比\)\)\n\s+每个渠道\n\s+名称\n\s+销售额：数字或百分比/,
    );
    expect(reply).not.toMatch(/提出饼图需求|流程图/);
  });

  it("figures given are still drawn as a pie", () => {
    expect(offlineChart("画一个饼图：微信 50%、抖音 30%、其他 20%")).toMatch(/^pie title/);
  });
});

/** A mind map's nodes as "parent > child" by indentation (the root's children as "root > …"). */
function tree(source: string): string[] {
  const stack: { indent: number; name: string }[] = [];
  const out: string[] = [];
  for (const line of source.split("\n").slice(1)) {
    const name = line.trim().replace(/^root\(\((.*)\)\)$/, "root");
    if (!name || line.startsWith("---") || /^title:/.test(name)) continue;
    const indent = line.length - line.trimStart().length;
    while (stack.length && stack[stack.length - 1].indent >= indent) stack.pop();
    if (stack.length) out.push(`${stack[stack.length - 1].name} > ${name}`);
    stack.push({ indent, name });
  }
  return out;
}

describe("mind maps keep the leaves under the branch the request puts them", () => {
  it("zh: 行程包括景点和交通… — leaves under their branch, no 包括 or 四部分 in a node", () => {
    const reply = offlineChartReply(
      "做一个家庭旅行计划的思维导图，分为行程、预算、住宿和行李四部分；行程包括景点和交通，预算包括机票、酒店和餐饮，行李包括证件和衣物",
    );
    const source = /```mermaid\n([\s\S]*?)\n```/.exec(reply)![1];
    expect(tree(source)).toEqual([
      "root > 行程",
      "行程 > 景点",
      "行程 > 交通",
      "root > 预算",
      "预算 > 机票",
      "预算 > 酒店",
      "预算 > 餐饮",
      "root > 住宿",
      "root > 行李",
      "行李 > 证件",
      "行李 > 衣物",
    ]);
    expect(reply).not.toMatch(/包括|四部分/);
  });

  it("en: 'the agenda covers talks, workshops and a dinner' puts them under Agenda", () => {
    const source = offlineChart(
      "Mind map for planning our team offsite: venue, agenda, travel and budget; the agenda covers talks, workshops and a dinner; travel includes flights and hotels",
    );
    expect(tree(source)).toEqual(
      expect.arrayContaining([
        "root > Venue",
        "root > Agenda",
        "Agenda > Talks",
        "Agenda > Workshops",
        "Agenda > Dinner",
        "Travel > Flights",
        "Travel > Hotels",
        "root > Budget",
      ]),
    );
    expect(source).not.toMatch(/covers|includes/);
  });
});

describe("ER diagrams told as sentences: passives, 'one or more', verbs off the list, zh measure words", () => {
  const entities = (source: string) =>
    [...source.matchAll(/^\s*([A-Za-z_\u4e00-\u9fff][\w\u4e00-\u9fff]*)\s*\{/gm)].map((m) => m[1]);

  it("en: customer, dog, appointment, groomer, service, payment — 'is handled by one groomer' read backwards", () => {
    const source = offlineChart(
      "ER diagram for a dog grooming salon: each customer owns one or more dogs; a dog can have many appointments; every appointment is handled by one groomer and may include several services; a payment settles an appointment.",
    );
    expect(entities(source)).toEqual(["CUSTOMER", "DOG", "APPOINTMENT", "GROOMER", "SERVICE", "PAYMENT"]);
    expect(source).toMatch(/CUSTOMER \|\|--o\{ DOG/);
    expect(source).toMatch(/GROOMER \|\|--o\{ APPOINTMENT : "handles"/);
    expect(source).toMatch(/APPOINTMENT \|\|--o\{ SERVICE/);
    expect(source).toMatch(/PAYMENT \|\|--o\{ APPOINTMENT : "settles"/);
  });

  it("zh: 会员 keeps its 会, 多节团课 is 团课 — no 员卡, 员 or 节团课", () => {
    const source = offlineChart(
      "画一个健身房会员系统的ER图：每个会员可以购买多张会员卡，会员卡属于一家门店；教练负责多节团课，会员预约团课，每条预约记录对应一节团课",
    );
    expect(entities(source)).toEqual(["会员", "会员卡", "门店", "教练", "团课", "预约记录"]);
    expect(source).toMatch(/门店 \|\|--o\{ 会员卡/);
    expect(source).toMatch(/教练 \|\|--o\{ 团课 : "负责"/);
    expect(source).not.toMatch(/^\s+(?:员卡|员|节团课)\b/m);
  });
});

describe("zh sequence with a condition and a third party", () => {
  it("提现: 第三方支付渠道 whole, 把…发给 read as a message, each branch from whom it names", () => {
    const reply = offlineChartReply(
      "画一个提现的时序图：用户在App里申请提现，App把提现请求发给钱包服务，钱包服务调用第三方支付渠道打款；如果打款成功，钱包服务通知App显示到账，否则钱包服务退回余额并给用户发短信",
    );
    const source = /```mermaid\n([\s\S]*?)\n```/.exec(reply)![1];
    const { participants, messages } = sequence(source);
    expect(participants).toEqual(["用户", "App", "钱包服务", "第三方支付渠道"]);
    expect(messages).toEqual([
      "用户 -> App: 申请提现",
      "App -> 钱包服务: 发送提现请求",
      "钱包服务 -> 第三方支付渠道: 调用第三方支付渠道打款",
      "钱包服务 -> App: 通知App显示到账",
      "钱包服务 -> App: 退回余额",
      "钱包服务 -> 用户: 发短信",
    ]);
    expect(source).toMatch(/^\s+alt 打款成功$/m);
    expect(source).toMatch(/^\s+else 否则$/m);
    expect(reply).toMatch(/包含你列出的用户、App、钱包服务、第三方支付渠道/);
  });
});

describe("flowcharts: a decision's outcomes that go on with 'and' stay on their branch", () => {
  /** Edges as "from -> to" by label. */
  const edges = (source: string) => {
    const label = new Map<string, string>();
    for (const m of source.matchAll(/^\s*(\w+)(?:\(\[|\[|\{)"([^"]+)"/gm)) label.set(m[1], m[2]);
    return [...source.matchAll(/^\s*(\w+) -->(?:\|"[^"]*"\|)? (\w+)$/gm)].map(
      (m) => `${label.get(m[1])} -> ${label.get(m[2])}`,
    );
  };

  it("en: '4 or more the talk is accepted and the speaker confirms travel, otherwise … rejected and … feedback'", () => {
    const source = offlineChart(
      "Flowchart for choosing conference talks: the speaker submits an abstract and the program committee scores it; if the average score is 4 or more the talk is accepted and the speaker confirms travel, otherwise the talk is rejected and the speaker gets written feedback",
    );
    expect(source).toMatch(/\{"Average score is 4 or more\?"\}/);
    expect(edges(source)).toEqual(
      expect.arrayContaining([
        "Average score is 4 or more? -> The talk is accepted",
        "The talk is accepted -> Speaker confirms travel",
        "Average score is 4 or more? -> The talk is rejected",
        "The talk is rejected -> Speaker gets written feedback",
      ]),
    );
    expect(edges(source)).not.toContain("The talk is rejected -> Speaker confirms travel");
    expect(edges(source)).not.toContain("Speaker confirms travel -> Speaker gets written feedback");
  });

  it("zh: 拒绝退货并通知用户 stays on the 是 branch; 否则 goes on to 退款", () => {
    const source = offlineChart(
      "退货流程图：用户申请退货，商家审核，如果商品已拆封则拒绝退货并通知用户，否则用户寄回商品，仓库验收后退款",
    );
    expect(edges(source)).toEqual(
      expect.arrayContaining(["拒绝退货 -> 通知用户", "用户寄回商品 -> 仓库验收后退款"]),
    );
    expect(edges(source)).not.toContain("通知用户 -> 仓库验收后退款");
  });
});

describe("read after the fixes, on requests not in the bench", () => {
  it("en listed states: 'rejected after screening or interview', 'can withdraw at any time before hired'", () => {
    const m = moves(
      offlineChart(
        "State diagram for a job application: submitted, screening, interview, offer, hired. A candidate can be rejected after screening or interview, and can withdraw at any time before hired.",
      ),
    );
    expect(m).toEqual(
      expect.arrayContaining([
        "screening -> rejected",
        "interview -> rejected",
        "submitted -> withdrawn",
        "offer -> withdrawn",
        "rejected -> [*]",
        "withdrawn -> [*]",
        "hired -> [*]",
      ]),
    );
    expect(m).not.toContain("hired -> withdrawn");
    expect(m).not.toContain("submitted -> rejected");
  });

  it("en ER: 'a rental is for one bike', 'bikes are kept at a station'", () => {
    const source = offlineChart(
      "ER diagram for a bike rental shop: each customer makes many rentals; a rental is for one bike; bikes are kept at a station; a rental may include a helmet",
    );
    expect(source).toMatch(/BIKE \|\|--o\{ RENTAL/);
    expect(source).toMatch(/STATION \|\|--o\{ BIKE/);
  });

  it("zh sequence: 否则…通知客服人工处理 — 客服 takes part", () => {
    const { participants, messages } = sequence(
      offlineChart(
        "画一个外卖退款的时序图：用户在App申请退款，App把退款申请发给订单服务，订单服务调用支付网关退款；如果退款成功，订单服务通知App显示已退款，否则订单服务通知客服人工处理",
      ),
    );
    expect(participants).toEqual(["用户", "App", "订单服务", "支付网关", "客服"]);
    expect(messages).toContain("订单服务 -> 客服: 通知客服人工处理");
  });

  it("zh bar chart without figures: 每个门店的销售额 (the month is not part of the store)", () => {
    const reply = offlineChartReply("画一个柱状图，对比各门店上个月的销售额");
    expect(reply).toMatch(/需要每个门店的销售额，例如「门店A 120/);
    expect(reply).toMatch(/连接一个模型后可以画柱状图/);
  });

  it("en Gantt 'due by April 15': planned back, the title without the due date", () => {
    const reply = offlineChartReply(
      "Gantt chart for the spring catalogue, due by April 15: photography 2 weeks, copywriting 1 week, layout 10 days, printing 5 days",
    );
    expect(reply).toMatch(/^\s+title Spring catalogue$/m);
    const tasks = plan(reply);
    expect(tasks[tasks.length - 1].end.slice(5)).toBe("04-15");
  });
});
