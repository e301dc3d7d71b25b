/**
 * "renting a bike" → "Rent a bike": the Offline writers turn a request's "-ing" phrase into the
 * verb its steps start with. Words product requests use, including the look-alikes that never
 * had an "e" ("breaking", "repairing", "visiting") and doubled consonants ("running", "billing").
 */
import { verbOfGerund } from "@/server/ai/offline/language/grammar";

const CASES: [string, string][] = [
  ["renting", "rent"],
  ["making", "make"],
  ["choosing", "choose"],
  ["sharing", "share"],
  ["hiring", "hire"],
  ["filing", "file"],
  ["returning", "return"],
  ["booking", "book"],
  ["running", "run"],
  ["shopping", "shop"],
  ["billing", "bill"],
  ["passing", "pass"],
  ["breaking", "break"],
  ["speaking", "speak"],
  ["repairing", "repair"],
  ["meeting", "meet"],
  ["visiting", "visit"],
  ["creating", "create"],
  ["updating", "update"],
  ["managing", "manage"],
  ["changing", "change"],
  ["bringing", "bring"],
  ["scheduling", "schedule"],
  ["pulling", "pull"],
  ["failing", "fail"],
  ["defining", "define"],
  ["joining", "join"],
  ["computing", "compute"],
  ["providing", "provide"],
  ["guiding", "guide"],
  ["avoiding", "avoid"],
  ["including", "include"],
  ["voting", "vote"],
  ["completing", "complete"],
  ["deleting", "delete"],
  ["targeting", "target"],
  ["budgeting", "budget"],
  ["purchasing", "purchase"],
  ["releasing", "release"],
  ["analysing", "analyse"],
  ["acquiring", "acquire"],
  ["storing", "store"],
  ["monitoring", "monitor"],
  ["closing", "close"],
  ["crossing", "cross"],
  ["pricing", "price"],
  ["placing", "place"],
  ["saving", "save"],
  ["onboarding", "onboard"],
  ["ordering", "order"],
  ["planning", "plan"],
  ["paying", "pay"],
  ["inviting", "invite"],
  ["writing", "write"],
  ["approving", "approve"],
  ["submitting", "submit"],
  ["registering", "register"],
  ["cancelling", "cancel"],
  ["using", "use"],
  ["receiving", "receive"],
  ["taking", "take"],
  ["selling", "sell"],
  ["preparing", "prepare"],
  ["exploring", "explore"],
  ["securing", "secure"],
];

it.each(CASES)("%s → %s", (gerund, verb) => {
  expect(verbOfGerund(gerund)).toBe(verb);
});

it("leaves a word without -ing as it is", () => {
  expect(verbOfGerund("checkout")).toBe("checkout");
  expect(verbOfGerund("ring")).toBe("ring");
});
