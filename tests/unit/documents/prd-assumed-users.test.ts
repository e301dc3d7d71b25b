/**
 * Issue 39 (PRDs): a request that names no users does not get one generic "user". The users come
 * from what the product is — a marketplace's buyers and sellers of the goods it names, an admin
 * console's admins, a known domain's users — and the document says they are assumed; a request
 * that names its users keeps them and says nothing of assuming. Requests written for this test.
 */
import { prdWriter } from "@/server/artifacts/prd/offline/prd-writer";

const prd = (userText: string) => {
  const lang = /[\u4e00-\u9fff]/.test(userText) ? "zh" : "en";
  const out = prdWriter({ userText, history: [], locale: lang });
  return /```markdown\n([\s\S]*?)\n```\n\n/.exec(out)![1];
};

describe("a PRD whose request names no users", () => {
  it("en: a marketplace 'for' its goods is for buyers and sellers of them, not for the goods", () => {
    const md = prd("Write a PRD for a marketplace for vintage vinyl records");
    expect(md).not.toMatch(/Primary — vintage vinyl records/);
    expect(md).not.toMatch(/As an? vintage/);
    expect(md).toMatch(
      /\*\*For \(assumed\):\*\* buyers looking for vintage vinyl records, and sellers listing vintage vinyl records/,
    );
    expect(md).toMatch(/As a (?:buyer|seller),/);
    expect(md).toMatch(/\*\*Assumed users:\*\*/);
  });

  it("zh: 后台管理系统 is used by its admins, not 「用户，以及运营人员」", () => {
    const md = prd("写一个积分商城后台管理系统的PRD");
    expect(md).not.toMatch(/\*\*服务对象：\*\*用户，以及运营人员/);
    expect(md).toMatch(/\*\*服务对象（假设）：\*\*负责日常配置的后台管理员/);
    expect(md).toMatch(/作为后台管理员，/);
    expect(md).toMatch(/\*\*假设的用户：\*\*需求里没有写明用户/);
  });

  it("en: a pack's users read as one person in a story ('As a buyer looking for…', not 'As a buyers…')", () => {
    const md = prd("Write a PRD for a second-hand marketplace app");
    expect(md).not.toMatch(/As an? \w+s looking/);
    expect(md).toMatch(/As a buyer looking for/);
  });

  it("zh: the members a back office's name holds are what it manages, not its users (会员积分后台)", () => {
    const md = prd("写一个会员成长值后台管理系统的PRD");
    expect(md).not.toMatch(/\*\*主要用户——会员。\*\*/);
    expect(md).toMatch(/\*\*主要用户——负责日常配置的后台管理员。\*\*/);
  });

  it("en: a marketplace 'for' goods read as its setting is for their buyers and sellers too", () => {
    expect(prd("PRD for a marketplace for antique furniture")).toMatch(
      /buyers looking for antique furniture/,
    );
  });

  it("en: an admin console is used by admins", () => {
    const md = prd("PRD for a content moderation back office");
    expect(md).toMatch(/admins who configure it/);
    expect(md).not.toMatch(/people who use the/);
  });

  it("a product of a known domain gets that domain's users, said to be assumed", () => {
    const en = prd("PRD for a vocabulary flashcard app");
    expect(en).not.toMatch(/people who use the/);
    expect(en).toMatch(/\*\*Assumed users:\*\*/);
    const zh = prd("写一个背单词App的PRD");
    expect(zh).not.toMatch(/\*\*服务对象：\*\*用户，以及运营人员/);
    expect(zh).toMatch(/\*\*假设的用户：\*\*/);
  });

  it("with nothing to go on, the document still says its users are assumed", () => {
    expect(prd("PRD for a plant watering reminder")).toMatch(
      /\*\*Assumed users:\*\* the request names no users, so this document assumes people who use the plant watering reminder/,
    );
    expect(prd("写一个植物浇水提醒的PRD")).toMatch(/\*\*假设的用户：\*\*/);
  });
});

describe("a PRD whose request names its users", () => {
  it.each(["PRD for a dog walking app for busy dog owners", "写一个给宝妈用的辅食记录App的PRD"])(
    "%s",
    (text) => {
      const md = prd(text);
      expect(md).not.toMatch(/Assumed users|假设的用户|\(assumed\)|（假设）/);
    },
  );
});
