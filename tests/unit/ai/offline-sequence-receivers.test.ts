/**
 * Issue #39 (charts): a sequence message goes to the participant its sentence names — caller →
 * callee ("the customer requests a refund from the support agent", "顾客向服务员点餐", "服务员把订单发给
 * 后厨") — not to the next one in the participant list; what is shown on screen goes to the person
 * using it ("小程序显示支付成功"). Requests written for this test.
 */
import { mermaidWriter } from "@/server/artifacts/mermaid/offline/mermaid-writer";
import { closeMermaidValidator, parseMermaid } from "@/server/validate/mermaid";
import { offlineChart as chart, sequence } from "../../helpers/offline-charts";

afterAll(() => closeMermaidValidator());

describe("a message goes to whom its sentence names", () => {
  it("en: listed participants, then sentences saying who asks whom", async () => {
    const src = chart(
      "Sequence diagram for a refund: participants customer, support agent, payment service, bank. The customer requests a refund from the support agent, the agent asks the payment service to refund, the payment service tells the bank to reverse the charge, the bank confirms to the payment service, the support agent emails the customer",
    );
    const { participants, messages } = sequence(src);
    expect(participants).toEqual(["customer", "support agent", "payment service", "bank"]);
    expect(messages).toEqual([
      "customer -> support agent: requests a refund",
      "support agent -> payment service: asks the payment service to refund",
      "payment service -> bank: tells the bank to reverse the charge",
      "bank -> payment service: confirms",
      "support agent -> customer: emails the customer",
    ]);
    expect((await parseMermaid(src)).ok).toBe(true);
  });

  it("en: 'the app' is the booking app listed, and the vet confirms to the owner", () => {
    const { messages } = sequence(
      chart(
        "Sequence diagram of booking a vet appointment: owner, booking app, clinic system, vet. The owner picks a slot in the booking app, the app reserves it with the clinic system, the clinic system notifies the vet, the vet confirms to the owner",
      ),
    );
    expect(messages).toEqual([
      "owner -> booking app: picks a slot",
      "booking app -> clinic system: reserves it",
      "clinic system -> vet: notifies the vet",
      "vet -> owner: confirms",
    ]);
  });

  it("zh: 向/把…发给/通知/给 name the receiver, not clauses as participants", async () => {
    const src = chart(
      "画一个时序图：顾客向服务员点餐，服务员把订单发给后厨，后厨通知服务员出餐，服务员给顾客上菜",
    );
    const { participants, messages } = sequence(src);
    expect(participants).toEqual(["顾客", "服务员", "后厨"]);
    expect(messages).toEqual([
      "顾客 -> 服务员: 点餐",
      "服务员 -> 后厨: 发送订单",
      "后厨 -> 服务员: 通知服务员出餐",
      "服务员 -> 顾客: 上菜",
    ]);
    expect((await parseMermaid(src)).ok).toBe(true);
  });

  it("zh: a listed set of participants keeps every step, the grade goes back to the student", () => {
    const { participants, messages } = sequence(
      chart(
        "时序图：参与者有学生、教务系统、老师。学生在教务系统提交作业，教务系统通知老师，老师批改后把成绩发给学生",
      ),
    );
    expect(participants).toEqual(["学生", "教务系统", "老师"]);
    expect(messages).toEqual([
      "学生 -> 教务系统: 提交作业",
      "教务系统 -> 老师: 通知老师",
      "老师 -> 学生: 批改后发送成绩",
    ]);
  });

  it("zh: what the mini program shows goes to the user, not back to the payment service", () => {
    const { messages } = sequence(
      chart(
        "时序图：用户扫码，小程序请求支付服务，支付服务调用微信支付，微信支付回调支付服务，小程序显示支付成功",
      ),
    );
    expect(messages[messages.length - 1]).toBe("小程序 -> 用户: 显示支付成功");
    expect(messages[0]).toBe("用户 -> 小程序: 扫码");
  });

  it("en: an answer with no one named goes back to whoever asked", () => {
    const { messages } = sequence(
      chart(
        "Sequence diagram: the customer asks the chatbot a question, the chatbot queries the knowledge base, the knowledge base returns articles, the chatbot answers the customer",
      ),
    );
    expect(messages).toContain("knowledge base -> chatbot: returns articles");
    expect(messages[messages.length - 1]).toBe("chatbot -> customer: answers the customer");
  });

  it("the reply names the participants and does not call the drawn sentences unplaced", () => {
    const reply = mermaidWriter({
      userText:
        "Sequence diagram for a food bank pickup: participants volunteer, dispatch app, pantry, family. The family requests a pickup in the dispatch app, the dispatch app assigns it to the volunteer, the volunteer delivers the box to the family",
      history: [],
      locale: "en",
    });
    expect(reply).not.toMatch(/could not place/);
    expect(reply).not.toMatch(/participants volunteer/);
    expect(reply).toMatch(/volunteer, dispatch app, pantry, family/);
  });
});
