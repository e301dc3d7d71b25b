/**
 * The Offline model's charts say what the request meant (issue 16): a condition's other branch
 * is a step of its own, a flow that names no steps is worded from its subject, a state
 * diagram's final states end it and no failure is drawn out of a success, a sequence's
 * messages are the steps named or what passes between that pair.
 */
import { mermaidWriter } from "@/server/artifacts/mermaid/offline/mermaid-writer";
import { extractArtifact } from "@/server/ai/extract";
import { chartTitle } from "@/server/artifacts/mermaid/title";

const chart = (userText: string, locale: "en" | "zh" = /[\u4e00-\u9fff]/.test(userText) ? "zh" : "en") =>
  extractArtifact(mermaidWriter({ userText, history: [], locale }), "mermaid")!.body;

/** Node and state labels by id, and the edges between labels ("[*]" as itself). */
function read(source: string) {
  const label = new Map<string, string>();
  for (const m of source.matchAll(/^\s*(\w+)(?:\(\[|\[|\{)"([^"]*)"/gm)) label.set(m[1], m[2]);
  for (const m of source.matchAll(/^\s*state "([^"]+)" as (\w+)/gm)) label.set(m[2], m[1]);
  const edges = [...source.matchAll(/^\s*(\S+)\s+-->(?:\|"([^"]*)"\|)?\s+(\S+)/gm)].map((m) => ({
    from: label.get(m[1]) ?? m[1],
    to: label.get(m[3]) ?? m[3],
    label: m[2],
  }));
  const has = (from: string, to: string) => edges.some((e) => e.from === from && e.to === to);
  return { labels: [...label.values()], edges, has };
}

describe("flowchart conditions: both branches are steps", () => {
  it("en: a condition and its otherwise in one item", () => {
    const src = chart(
      "Draw the approval flow for expense claims: employee submits, manager approves if under $500, otherwise finance director approves, then finance pays",
    );
    const { labels, has } = read(src);
    expect(labels).toContain("Under $500?");
    expect(has("Employee submits", "Under $500?")).toBe(true);
    expect(has("Under $500?", "Manager approves")).toBe(true);
    expect(has("Under $500?", "Finance director approves")).toBe(true);
    expect(has("Manager approves", "Finance pays")).toBe(true);
    expect(has("Finance director approves", "Finance pays")).toBe(true);
    expect(has("Under $500?", "Finance pays")).toBe(false);
    expect(src).not.toMatch(/otherwise/i);
  });

  it("zh: 小于 … 由 … 审批，否则由 … 审批", () => {
    const { labels, has } = read(
      chart("报销审批流程图：员工提交报销单，金额小于500元由经理审批，否则由财务总监审批，然后财务付款"),
    );
    expect(labels).toContain("金额小于500元？");
    expect(has("金额小于500元？", "经理审批")).toBe(true);
    expect(has("金额小于500元？", "财务总监审批")).toBe(true);
    expect(has("财务总监审批", "财务付款")).toBe(true);
    expect(has("经理审批", "财务付款")).toBe(true);
    expect(labels.some((l) => l.includes("否则"))).toBe(false);
  });
});

describe("flowcharts that name no steps are about their subject", () => {
  it("en: how a ski resort shows lift status to skiers", () => {
    const { labels } = read(chart("Flowchart for how a ski resort shows lift status to skiers"));
    const steps = labels.filter((l) => !/^(?:Start|End)$/.test(l));
    expect(steps.filter((l) => /lift status|skiers?|ski resort/i.test(l)).length).toBeGreaterThanOrEqual(4);
    expect(labels.some((l) => /how a ski resort|Fill in and submit|Review and confirm/i.test(l))).toBe(false);
    expect(labels).toEqual(
      expect.arrayContaining(["Ski resort staff update the lift status", "Skiers see the lift status"]),
    );
  });

  it("zh: a bare 状态 in the subject does not turn a 流程图 into a state diagram", () => {
    const src = chart("画一个滑雪场向滑雪者展示缆车状态的流程图");
    expect(src).toMatch(/^flowchart/m);
    const { labels } = read(src);
    expect(labels.filter((l) => /缆车状态|滑雪者/.test(l)).length).toBeGreaterThanOrEqual(4);
    expect(labels.some((l) => /填写并提交信息|向滑雪者展示缆车状态/.test(l))).toBe(false);
  });

  it("a long subject no pack knows is not pasted into the steps", () => {
    const { labels } = read(
      chart("Flowchart for how our makerspace lends out laser cutter time slots to the members"),
    );
    expect(labels.some((l) => /how our makerspace/i.test(l))).toBe(false);
  });
});

describe("state diagrams: final states end, failures do not follow successes", () => {
  it("zh loan: 已放款 and 已拒绝 end; 已拒绝 comes from the review, not from 已批准", () => {
    const { has } = read(chart("画一个贷款申请的状态图：待提交、审核中、已批准、已拒绝、已放款"));
    expect(has("已放款", "[*]")).toBe(true);
    expect(has("已拒绝", "[*]")).toBe(true);
    expect(has("审核中", "已拒绝")).toBe(true);
    expect(has("已批准", "已放款")).toBe(true);
    expect(has("已批准", "已拒绝")).toBe(false);
    expect(has("待提交", "已拒绝")).toBe(false);
  });

  it("zh delivery order: 已送达 ends it, and a delivered order is not cancelled", () => {
    const { has } = read(chart("画一个外卖订单的状态图：待支付、已支付、商家接单、配送中、已送达、已取消"));
    expect(has("配送中", "已送达")).toBe(true);
    expect(has("已送达", "[*]")).toBe(true);
    expect(has("已送达", "已取消")).toBe(false);
    expect(has("待支付", "已取消")).toBe(true);
  });

  it("en library book: a loan comes back, a reservation precedes the loan, lost ends", () => {
    const { has } = read(
      chart("State diagram for a library book: available, on loan, overdue, reserved, lost"),
    );
    expect(has("available", "on loan")).toBe(true);
    expect(has("on loan", "available")).toBe(true);
    expect(has("on loan", "overdue")).toBe(true);
    expect(has("overdue", "available")).toBe(true);
    expect(has("available", "reserved")).toBe(true);
    expect(has("reserved", "on loan")).toBe(true);
    expect(has("lost", "[*]")).toBe(true);
    expect(has("overdue", "reserved")).toBe(false);
    expect(has("reserved", "lost")).toBe(false);
  });

  it("a refund order's 已退款 is its goal, not an exit; 已驳回 comes from 待审核 only", () => {
    const { has } = read(chart("画一个退款单状态图：待审核、审核通过、已驳回、退款中、已退款"));
    expect(has("审核通过", "退款中")).toBe(true);
    expect(has("退款中", "已退款")).toBe(true);
    expect(has("已退款", "[*]")).toBe(true);
    expect(has("待审核", "已驳回")).toBe(true);
    expect(has("审核通过", "已驳回")).toBe(false);
  });

  it("a detour comes back: past due returns to active; an invoice's partial payment is not final", () => {
    const sub = read(chart("State machine of a subscription: trial, active, past due, cancelled, expired"));
    expect(sub.has("active", "past due")).toBe(true);
    expect(sub.has("past due", "active")).toBe(true);
    expect(sub.has("active", "[*]")).toBe(false);
    const inv = read(
      chart("State diagram for an invoice: draft, sent, viewed, partially paid, paid, overdue, void"),
    );
    expect(inv.has("partially paid", "paid")).toBe(true);
    expect(inv.has("partially paid", "[*]")).toBe(false);
    expect(inv.has("paid", "[*]")).toBe(true);
    expect(inv.has("paid", "void")).toBe(false);
  });
});

describe("sequence diagrams: participants as named, messages that say something", () => {
  const seq = (text: string) => {
    const src = chart(text);
    const names = new Map(
      [...src.matchAll(/^\s*(?:participant|actor) (P\d+) as (.+)$/gm)].map((m) => [m[1], m[2]]),
    );
    const messages = [...src.matchAll(/^\s*(P\d+)(-->>|->>)(P\d+): (.+)$/gm)].map((m) => ({
      from: names.get(m[1])!,
      to: names.get(m[3])!,
      text: m[4],
      reply: m[2] === "-->>",
    }));
    return {
      participants: [...names.values()],
      messages,
      forward: messages.filter((m) => !m.reply).map((m) => m.text),
    };
  };

  it("a participants-only list: no message pastes the subject, no two forward messages are the same", () => {
    const zh = seq("外卖订单从下单到送达的时序图：用户App、订单服务、商家端、骑手App");
    expect(zh.participants).toEqual(["用户App", "订单服务", "商家端", "骑手App"]);
    expect(zh.messages.some((m) => m.text.includes("从下单到送达"))).toBe(false);
    expect(new Set(zh.forward).size).toBe(zh.forward.length);
    const en = seq(
      "Sequence diagram for a telehealth visit: patient app, scheduling service, video platform, doctor portal",
    );
    expect(new Set(en.forward).size).toBe(en.forward.length);
    expect(en.forward.some((t) => /^Send the .* request$/.test(t))).toBe(false);
    const checkout = seq(
      "Sequence diagram for checkout: checkout app, fraud check service, payment gateway, order database",
    );
    expect(checkout.participants).toEqual([
      "checkout app",
      "fraud check service",
      "payment gateway",
      "order database",
    ]);
    expect(checkout.messages[0]).toMatchObject({ from: "checkout app", to: "fraud check service" });
    expect(checkout.messages[0].text).toMatch(/fraud/i);
  });

  it("zh who-does-what steps: the system names are participants and the messages are the steps", () => {
    const { participants, messages } = seq(
      "时序图：用户在收银台App下单，订单服务创建订单，风控服务校验，支付网关扣款，短信平台通知用户",
    );
    expect(participants).toEqual(
      expect.arrayContaining(["用户", "收银台App", "订单服务", "风控服务", "支付网关", "短信平台"]),
    );
    expect(participants.some((p) => p.length > 6)).toBe(false);
    expect(messages.map((m) => m.text)).toEqual(
      expect.arrayContaining(["下单", "创建订单", "校验", "扣款", "通知用户"]),
    );
    expect(messages.find((m) => m.text === "通知用户")).toMatchObject({ from: "短信平台", to: "用户" });
    // the order service hears of the order from the app the user placed it in
    expect(messages.find((m) => m.from === "收银台App" && m.to === "订单服务")).toBeDefined();
  });

  it("who-does-what steps between people: taking goes back to the giver, delivering to whoever asked", () => {
    const { messages } = seq("外卖时序图：用户下单、商家接单、骑手取餐、骑手送达、用户确认收货");
    expect(messages.find((m) => m.text === "取餐")).toMatchObject({ from: "骑手", to: "商家" });
    expect(messages.find((m) => m.text === "送达")).toMatchObject({ from: "骑手", to: "用户" });
    const en = seq(
      "Sequence diagram: the customer books a pickup, the courier collects the parcel, the depot sorts it, the driver delivers it",
    );
    expect(en.messages.find((m) => /delivers it/.test(m.text))).toMatchObject({
      from: "driver",
      to: "customer",
    });
  });

  it("en steps that go through a named system: it is a participant and the arrow goes to it", () => {
    const { participants, messages } = seq(
      "Sequence diagram of a password reset: the user enters their email in the web app, the auth service sends a reset link through the email service, then the user sets a new password",
    );
    expect(participants).toEqual(
      expect.arrayContaining(["user", "web app", "auth service", "email service"]),
    );
    expect(messages.find((m) => /reset link/.test(m.text))).toMatchObject({
      from: "auth service",
      to: "email service",
    });
    expect(messages.find((m) => /enters their email/.test(m.text))).toMatchObject({
      from: "user",
      to: "web app",
    });
    expect(messages.find((m) => m.from === "web app" && m.to === "auth service")).toBeDefined();
    const checkout = seq(
      "Sequence diagram: the checkout app sends the order to the fraud check service, the fraud check service scores it, then the payment gateway charges the card",
    );
    expect(checkout.messages[0]).toMatchObject({
      from: "checkout app",
      to: "fraud check service",
      text: "sends the order",
    });
  });
});

describe("more condition shapes and subjects", () => {
  it("a list after 'Flowchart:' with semicolons: steps and a condition, not a subject", () => {
    const src = chart(
      "Flowchart: the user uploads a document; if the file is larger than 10 MB show an error, otherwise scan it for viruses; then save it to the library",
    );
    const { labels, has } = read(src);
    expect(labels).toContain("File is larger than 10 MB?");
    expect(has("File is larger than 10 MB?", "Show an error")).toBe(true);
    expect(has("File is larger than 10 MB?", "Scan it for viruses")).toBe(true);
    expect(has("Scan it for viruses", "Save it to the library")).toBe(true);
    // an error ends the flow rather than saving the file
    expect(has("Show an error", "Save it to the library")).toBe(false);
    expect(src).not.toMatch(/^title: .*;/m);
  });

  it("'if the room is ready hand over the key': the state, then what to do", () => {
    const { labels } = read(
      chart(
        "Flowchart for hotel check-in: guest arrives, front desk checks the booking, if the room is ready hand over the key, otherwise offer to store luggage, then guest goes to the room",
      ),
    );
    expect(labels).toEqual(
      expect.arrayContaining(["Room is ready?", "Hand over the key", "Offer to store luggage"]),
    );
  });

  it("zh: 如果是技术问题转给技术支持 without 则", () => {
    const { has } = read(
      chart(
        "工单处理流程图：客户提交工单，客服受理，如果是技术问题转给技术支持，否则客服直接解决，最后回访客户",
      ),
    );
    expect(has("客服受理", "是技术问题？")).toBe(true);
    expect(has("是技术问题？", "转给技术支持")).toBe(true);
    expect(has("是技术问题？", "客服直接解决")).toBe(true);
    expect(has("客服直接解决", "回访客户")).toBe(true);
  });

  it("a pack's main flow does not stand in for a process it does not do", () => {
    const { labels } = read(chart("Flowchart for how a hospital triages emergency patients"));
    expect(labels.some((l) => /triage/i.test(l))).toBe(true);
    expect(labels.some((l) => /specialty|free slot/i.test(l))).toBe(false);
  });

  it("an order's refund comes after payment, not from pending payment", () => {
    const { has } = read(
      chart(
        "State diagram for an order: pending payment, paid, shipped, delivered, completed, cancelled, refunded",
      ),
    );
    expect(has("pending payment", "cancelled")).toBe(true);
    expect(has("paid", "refunded")).toBe(true);
    expect(has("pending payment", "refunded")).toBe(false);
    expect(has("completed", "[*]")).toBe(true);
  });
});

describe("flows worded from the subject: who does what, to what", () => {
  const steps = (text: string) => read(chart(text)).labels;
  it("people who do it themselves, at a place that serves them", () => {
    const labels = steps("Draw a flowchart of how patients refill prescriptions at our pharmacy");
    expect(labels).toEqual(
      expect.arrayContaining([
        "Patients ask to refill their prescriptions",
        "Pharmacy staff check the prescriptions",
      ]),
    );
    expect(labels.some((l) => /^How /.test(l))).toBe(false);
  });
  it("a gerund subject about people is not an app sign-up", () => {
    const labels = steps("Flowchart for onboarding a new tenant in our apartment building");
    expect(labels.some((l) => /tenant/i.test(l))).toBe(true);
    expect(labels.some((l) => /verify the code|phone number/i.test(l))).toBe(false);
  });
  it("zh: a place, who, and what they do; a pack that does it still wins", () => {
    const gym = steps("画一个健身房会员续费的流程图");
    expect(gym).toEqual(expect.arrayContaining(["会员提交续费申请", "健身房办理续费"]));
    expect(gym.some((l) => l.includes("健身房会员续费"))).toBe(false);
    expect(steps("画一个物业处理业主报修的流程图")).toEqual(
      expect.arrayContaining(["物业处理业主报修", "通知业主处理结果"]),
    );
    expect(steps("画一个社区医院预约挂号的流程图")).toContain("选择科室和医生");
  });
  it("zh: a subject that names a compound action gets a flow about the whole action", () => {
    // The clinic's booking flow names 预约 but not 挂号: it starts from the whole action.
    const clinic = steps("画一个社区医院预约挂号的流程图");
    expect(clinic).toEqual(expect.arrayContaining(["患者需要预约挂号", "选择科室和医生", "确认预约"]));
    expect(clinic.some((l) => l.includes("社区医院预约挂号的"))).toBe(false);
    // 报销审批: the expense-approval pack names both words, the generic approval only 审批.
    const claims = steps("画一个员工报销审批的流程图");
    expect(claims).toEqual(expect.arrayContaining(["员工提交报销单", "主管审批"]));
    expect(claims).not.toContain("校验必填信息");
    // 退货退款: the goods go back before the money.
    const returns = steps("画一个网店退货退款的流程图");
    expect(returns).toEqual(expect.arrayContaining(["用户寄回商品", "原路退款"]));
    expect(returns.filter((l) => /退货|退款/.test(l)).length).toBeGreaterThanOrEqual(3);
    // A refund alone is still the refund process, a single-word action still the subject's own flow.
    expect(steps("画一个退款流程图")).toContain("客服审核申请");
    expect(steps("画一个健身房会员续费的流程图")).toContain("会员提交续费申请");
  });
  it("en: a pack's flow that misses what the subject names starts from the whole action", () => {
    const vet = steps("Flowchart of booking a vet appointment");
    expect(vet).toContain("Book a vet appointment");
    expect(steps("Flowchart of booking a doctor appointment")).toContain("Patient needs an appointment");
    const returns = steps("Flowchart of the returns process for an online shop");
    expect(returns).toEqual(expect.arrayContaining(["Customer sends the item back"]));
    expect(steps("Flowchart of a refund")).toContain("Support reviews the request");
  });
  it("en: a subject that is something to do, and nothing a pack knows, gets the steps of doing it", () => {
    expect(steps("Flowchart for renting a bike")).toEqual([
      "Start",
      "Decide to rent a bike",
      "Check what renting a bike needs",
      "Rent a bike",
      "Confirm it is done",
      "End",
    ]);
    expect(steps("Flowchart of making a podcast episode")).toContain("Make a podcast episode");
    // A tax return is not goods going back to a shop.
    const tax = steps("Flowchart for filing a tax return");
    expect(tax).toContain("File a tax return");
    expect(tax.some((l) => /seller|item back/i.test(l))).toBe(false);
    // A thing, not an action: never "Raise the coffee subscription".
    const coffee = steps("Flowchart for a coffee subscription");
    expect(coffee).toContain("Process the coffee subscription");
    expect(coffee.some((l) => /^Raise the/.test(l))).toBe(false);
  });
});

describe("two answers of one check, a condition after a list of participants, a return after a detour", () => {
  it("'if approved …, if rejected …' is one decision with both branches", () => {
    const en = read(
      chart(
        "Flowchart: customer submits a claim, an adjuster reviews it, if approved the payment is issued, if rejected the customer is notified",
      ),
    );
    expect(en.has("Approved?", "The payment is issued")).toBe(true);
    expect(en.has("Approved?", "The customer is notified")).toBe(true);
    const zh = read(
      chart("报销流程图：员工提交报销，经理审批，审批通过则财务打款，审批不通过则退回员工修改"),
    );
    expect(zh.has("审批通过？", "财务打款")).toBe(true);
    expect(zh.has("审批通过？", "退回员工修改")).toBe(true);
    expect(zh.labels.some((l) => l.includes("审批不通过？"))).toBe(false);
  });

  it("a condition after the participants is an alt, not two more participants", () => {
    const src = chart(
      "Sequence diagram for a card payment: shopper app, merchant server, payment gateway, card issuer; if the issuer declines, show an error",
    );
    expect([...src.matchAll(/^\s*(?:participant|actor) P\d+ as (.+)$/gm)].map((m) => m[1])).toEqual([
      "shopper app",
      "merchant server",
      "payment gateway",
      "card issuer",
    ]);
    expect(src).toMatch(/^\s*alt the issuer declines$/m);
  });

  it("an overdue book comes back by being returned; a returned book is not lost", () => {
    const { has } = read(chart("图书借阅状态图：在架、已预约、借出、逾期、已归还、遗失"));
    expect(has("逾期", "已归还")).toBe(true);
    expect(has("已归还", "在架")).toBe(true);
    expect(has("已归还", "遗失")).toBe(false);
    expect(has("遗失", "[*]")).toBe(true);
  });
});

describe("state parts named by their words", () => {
  it("a withdrawn application is an exit, hired is final, a rejection comes from screening or interview", () => {
    const { has } = read(
      chart(
        "State diagram for a job application: applied, screening, interview, offer, hired, rejected, withdrawn",
      ),
    );
    expect(has("hired", "[*]")).toBe(true);
    expect(has("hired", "withdrawn")).toBe(false);
    expect(has("withdrawn", "[*]")).toBe(true);
    expect(has("interview", "rejected")).toBe(true);
    expect(has("offer", "rejected")).toBe(false);
  });
  it("a booking is cancelled from the booking", () => {
    const { has } = read(chart("画一个会议室预订的状态图：空闲、已预订、使用中、已释放、已取消"));
    expect(has("已预订", "已取消")).toBe(true);
    expect(has("使用中", "已取消")).toBe(false);
    expect(has("已释放", "空闲")).toBe(true);
  });
});

describe("a condition named last sits at the step it speaks of", () => {
  it("en: a missed deadline is checked before the step it waits for, and its reminder leads on to it", () => {
    const { has } = read(
      chart(
        "Flowchart for onboarding a new contractor: send contract, contractor signs, IT creates accounts, manager schedules first-week check-in; if contract not signed within 5 days, send a reminder",
      ),
    );
    expect(has("Send contract", "Contract not signed within 5 days?")).toBe(true);
    expect(has("Contract not signed within 5 days?", "Send a reminder")).toBe(true);
    expect(has("Send a reminder", "Contractor signs")).toBe(true);
    expect(has("Contract not signed within 5 days?", "Contractor signs")).toBe(true);
    expect(has("Manager schedules first-week check-in", "End")).toBe(true);
  });

  it("en: an outcome follows the step that has it and its branch does not go on to the happy path", () => {
    const { has } = read(
      chart(
        "Insurance claim flow: customer submits claim, adjuster reviews the claim, payout is issued, customer gets a receipt. If the review finds fraud, escalate to the investigations team",
      ),
    );
    expect(has("Adjuster reviews the claim", "Review finds fraud?")).toBe(true);
    expect(has("Escalate to the investigations team", "End")).toBe(true);
    expect(has("Escalate to the investigations team", "Payout is issued")).toBe(false);
    expect(has("Review finds fraud?", "Payout is issued")).toBe(true);
  });

  it("zh: 30分钟内未支付 is checked before payment", () => {
    const { has, labels } = read(
      chart("订单流程图：用户下单，用户支付，商家发货，用户确认收货；30分钟内未支付则自动取消订单"),
    );
    const check = labels.find((l) => l.includes("未支付"))!;
    expect(has("用户下单", check)).toBe(true);
    expect(has(check, "用户支付")).toBe(true);
  });

  it("a condition about the last step, or about no step, stays last", () => {
    const { has } = read(
      chart("Sign-in flow: enter email, enter the code; if the code is invalid, show an error"),
    );
    expect(has("Enter the code", "Code is invalid?")).toBe(true);
  });

  it("the chart names itself in front matter (the saved version's title)", () => {
    expect(chart("Sequence diagram for password reset: user, web app, auth service, email service")).toMatch(
      /^---\ntitle: "Password reset"\n---\nsequenceDiagram/,
    );
  });
});

describe("sequence diagrams of approvals and named participants", () => {
  const arrows = (src: string) => {
    const names = new Map(
      [...src.matchAll(/^\s*(?:actor|participant) (\w+) as (.+)$/gm)].map((m) => [m[1], m[2]]),
    );
    return [...src.matchAll(/^\s*(\w+)-?->>(\w+): (.+)$/gm)].map(
      (m) => `${names.get(m[1])} > ${names.get(m[2])}: ${m[3]}`,
    );
  };

  it("en: the approver answers approve or reject, the extra approval the request names is its own alt block, the ERP records it", () => {
    const src = chart(
      "Sequence diagram for a purchase order approval: requester, procurement app, manager, ERP. If the amount is over $10,000 the CFO must also approve",
    );
    expect(src).toMatch(/^\s*actor P\d as requester$/m);
    expect(src).not.toMatch(/as ERP\./);
    expect(arrows(src)).toEqual([
      "requester > procurement app: Submit the purchase order",
      "procurement app > manager: Request approval of the purchase order from the manager",
      "manager > procurement app: Approve, or reject with a reason",
      "procurement app > CFO: Ask the CFO to approve the purchase order",
      "CFO > procurement app: Approve or reject",
      "procurement app > procurement app: No further approval needed",
      "procurement app > ERP: Record the approved purchase order",
      "ERP > procurement app: Recorded",
      "procurement app > requester: Notify the approval result",
    ]);
    expect(src).toMatch(/alt the amount is over \$10,000\n\s+P\d->>P\d: Ask the CFO/);
  });

  it("zh: a named system no step goes through carries what two people pass each other; participants in the order they take part", () => {
    const src = chart(
      "时序图：员工提交请假申请，经理审批，HR系统记录，通知员工结果。参与者：员工、OA系统、经理、HR系统",
    );
    expect([...src.matchAll(/as (.+)$/gm)].map((m) => m[1])).toEqual(["员工", "OA系统", "经理", "HR系统"]);
    expect(arrows(src).slice(0, 2)).toEqual(["员工 > OA系统: 提交请假申请", "OA系统 > 经理: 推送给经理"]);
    // "通知员工结果" is something done to the employee, not an employee who acts; the chart is named after 请假申请.
    expect(src).not.toMatch(/as 通知员工/);
    expect(src).toMatch(/^title: "请假申请"$/m);
  });
});

describe("more charts named by what was asked (issue 16)", () => {
  it("en ER: 'students enrol in courses' links both through enrolments, and is not an entity", () => {
    const src = chart(
      "ER diagram for a course platform: teachers, courses, lessons, students, enrolments; a teacher has many courses, a course has many lessons, students enrol in courses",
    );
    expect(src).toMatch(/STUDENT \|\|--o\{ ENROLMENT/);
    expect(src).toMatch(/COURSE \|\|--o\{ ENROLMENT/);
    expect(src).not.toMatch(/TEACHER \|\|--o\{ ENROLMENT|LESSON \|\|--o\{ ENROLMENT|STUDENTS_ENROL/);
  });

  it("zh journey: '从A、B…到X后Y' is each step in order, walked by the person named", () => {
    const src = chart("用户旅程图：新用户第一次在健身App上预约团课，从下载、注册、选课、支付到上课后评价");
    const steps = [...src.matchAll(/^\s+section (.+)$/gm)].map((m) => m[1]);
    expect(steps).toEqual(["下载", "注册", "选课", "支付", "上课", "评价"]);
    expect(src).toMatch(/下载: \d: 新用户/);
  });

  it("zh flowchart: a limit in a step ('3天以内') stays in it", () => {
    const { labels } = read(
      chart(
        "画一个请假审批流程图：员工提交申请，请假3天以内主管审批，超过3天还需要部门经理审批，审批通过后通知人事备案",
      ),
    );
    expect(labels).toContain("请假3天以内主管审批");
    expect(labels).toContain("超过3天？");
    expect(labels.join("|")).not.toMatch(/请假以内/);
  });

  it("a mindmap's root names the saved chart", () => {
    expect(chartTitle("mindmap\n  root((Planning a company offsite))\n    Venue")).toBe(
      "Planning a company offsite",
    );
    expect(chartTitle('---\ntitle: "Offsite"\n---\nflowchart TD\n  a --> b')).toBe("Offsite");
  });
});
