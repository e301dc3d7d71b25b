/**
 * Charts from what the request tells, not from a template: entities told as sentences ("members
 * borrow books, each loan has a due date") are the ER/class diagram's entities, relations and
 * fields; a pie whose slices all have figures is drawn as a pie (en, zh). Each case drew a generic
 * USER/RECORD pair or a flowchart before.
 */
import { offlineChart, offlineChartReply, sequence } from "../../helpers/offline-charts";

const reply = offlineChartReply;
const entityNames = (source: string) =>
  [...source.matchAll(/^\s*(?:class\s+)?([A-Za-z_\u4e00-\u9fff][\w\u4e00-\u9fff]*)\s*\{/gm)].map((m) => m[1]);

describe("ER and class diagrams take the entities a request tells in sentences", () => {
  it("en ER: members, books, loans and branches, how they relate, and the loan's due date", () => {
    const source = offlineChart(
      "ER diagram for a library: members borrow books, each loan has a due date, books belong to one branch, a member can reserve many books",
    );
    expect(entityNames(source).sort()).toEqual(["BOOK", "BRANCH", "LOAN", "MEMBER"]);
    expect(source).toMatch(/MEMBER \|\|--o\{ BOOK : "borrow"/);
    expect(source).toMatch(/MEMBER \|\|--o\{ BOOK : "reserve"/);
    expect(source).toMatch(/BRANCH \|\|--o\{ BOOK : "has"/);
    expect(source).toMatch(/LOAN \{[^}]*date due_date/);
    // One key per parent, however many ways the two relate.
    expect(source.match(/string member_id FK/g)!.length).toBe(2); // BOOK and LOAN, once each
    expect(source).not.toMatch(/USER|RECORD|LIBRARY \{/);
  });

  it("en class diagram: every class named, with the verb as the label", () => {
    const source = offlineChart(
      "Class diagram for an online course platform: Course has many Lessons, Student enrolls in Course, Instructor teaches Course, Quiz belongs to Lesson",
    );
    expect(entityNames(source).sort()).toEqual(["Course", "Instructor", "Lesson", "Quiz", "Student"]);
    expect(source).toMatch(/Course "1" --> "\*" Lesson : has many/);
    expect(source).toMatch(/Student "1" --> "\*" Course : enrolls in/);
    expect(source).toMatch(/Instructor "1" --> "\*" Course : teaches/);
    expect(source).toMatch(/Lesson "1" --> "\*" Quiz/);
  });

  it("zh ER: 课程、章节、学生、老师、测验、考试, 属于 read backwards, 考试日期 a date field", () => {
    const source = offlineChart(
      "画一个在线课程平台的ER图：一门课程有多个章节，学生选修课程，老师教授多门课程，测验属于章节，每次考试有一个考试日期",
    );
    expect(entityNames(source).sort()).toEqual(["学生", "测验", "章节", "老师", "考试", "课程"].sort());
    expect(source).toMatch(/学生 \|\|--o\{ 课程 : "选修"/);
    expect(source).toMatch(/章节 \|\|--o\{ 测验/);
    expect(source).toMatch(/考试 \{[^}]*date 考试日期/);
  });

  it("a listed request keeps its list (the sentence reading only fills a gap)", () => {
    const source = offlineChart("ER diagram for a vet clinic: owners, pets, vets, appointments and invoices");
    expect(entityNames(source)).toEqual(
      expect.arrayContaining(["OWNER", "PET", "VET", "APPOINTMENT", "INVOICE"]),
    );
  });
});

describe("a pie chart with its figures is drawn as a pie", () => {
  it("en: every slice, in order, named in the reply with its figure as written", () => {
    const text = reply(
      "Draw a pie chart of our traffic sources: organic 45%, paid 25%, referral 20%, social 10%",
    );
    expect(text).toMatch(
      /^Here is the pie chart of the figures you gave: Organic 45%, Paid 25%, Referral 20%, Social 10%\./,
    );
    expect(text).toContain(
      'pie title Traffic sources\n  "Organic" : 45\n  "Paid" : 25\n  "Referral" : 20\n  "Social" : 10',
    );
    const counts = reply("Pie chart of support tickets by type — billing 120, bugs 80 and how-to 40");
    expect(counts).toContain(
      'pie title Support tickets by type\n  "Billing" : 120\n  "Bugs" : 80\n  "How-to" : 40',
    );
  });

  it("zh: 微信、抖音、小红书、其他", () => {
    const text = reply("画一个饼图展示各渠道用户占比：微信 50%、抖音 30%、小红书 15%、其他 5%");
    expect(text).toMatch(/^这是你给出的数字画成的饼图：微信 50%、抖音 30%、小红书 15%、其他 5%。/);
    expect(text).toContain(
      'pie title 各渠道用户占比\n  "微信" : 50\n  "抖音" : 30\n  "小红书" : 15\n  "其他" : 5',
    );
  });

  it("without figures it says what it needs, and what it drew instead (en, zh)", () => {
    // Issue 39 round 5: the figures it needs are named from the request (each region's revenue), with an example.
    expect(reply("Draw a pie chart of our revenue by region")).toMatch(
      /^The Offline model draws a pie chart only from figures you give, and this request has none: it needs each region's revenue, for example "Region A 40%/,
    );
    expect(reply("画一个饼图展示各渠道占比")).toMatch(
      /^离线模型只能用你给出的数字画饼图，这次的请求里没有数字：需要每个渠道的占比，例如「渠道A 40%/,
    );
  });
});

describe("zh sequence diagrams: who acts is the person, not the person and the first verb", () => {
  it("顾客扫码打开小程序，选菜下单，小程序调用支付接口: 顾客, 小程序 and 支付接口 take part; 顾客 picks the dishes", () => {
    const { participants, messages } = sequence(
      offlineChart(
        "用时序图表示扫码点餐：顾客扫码打开小程序，选菜下单，小程序调用支付接口，支付成功后通知后厨打印小票",
      ),
    );
    // Issue 39 round 5: 后厨, whom the last clause notifies, takes part too (was left out).
    expect(participants).toEqual(["顾客", "小程序", "支付接口", "后厨"]);
    expect(messages.slice(0, 3)).toEqual([
      "顾客 -> 小程序: 扫码打开小程序",
      "顾客 -> 小程序: 选菜下单",
      "小程序 -> 支付接口: 调用支付接口",
    ]);
    expect(messages[3]).toBe("小程序 -> 后厨: 通知后厨打印小票");
  });

  it("顾客扫码点餐，服务员确认订单，后厨做菜: three who act, each step theirs", () => {
    const { participants, messages } = sequence(
      offlineChart("用时序图表示：顾客扫码点餐，服务员确认订单，后厨做菜"),
    );
    expect(participants).toEqual(["顾客", "服务员", "后厨"]);
    expect(messages[0]).toBe("顾客 -> 服务员: 扫码点餐");
    expect(messages[1]).toBe("服务员 -> 后厨: 确认订单");
  });

  it("en: a step with no one named is done by the person before it when it is a person's act", () => {
    const { messages } = sequence(
      offlineChart(
        "Sequence diagram: the customer opens the app, picks a time slot, the app calls the booking API, the API confirms the slot",
      ),
    );
    expect(messages[1]).toBe("customer -> app: picks a time slot");
  });
});

it("the reply names the told entities as the parts drawn", () => {
  expect(
    reply(
      "ER diagram for a library: members borrow books, each loan has a due date, books belong to one branch, a member can reserve many books",
    ),
  ).toMatch(
    /^Here is the ER diagram for library with the parts you named: member, book, loan, branch\.[\s\S]*Tell me which entity or relation to add, or ask for another diagram type\.$/,
  );
});
