/**
 * Issue 39 (h45): a lite app is named from the brief's subject — "A tracker for my team's
 * on-call shifts …" is an "On-call shifts tracker", not "Tracker" — and a field named for when
 * something starts ("week starting", "start date") is a date, not text. Briefs written for this
 * change, not the one it was read on.
 */
import { first } from "./app-harness";

test.each([
  [
    "A tracker for my team's on-call shifts with who, start date and number of incidents",
    "On-call shifts tracker",
  ],
  ["A log for our office plant watering with plant, date and who watered it", "Office plant watering log"],
  ["Make me a planner for family chores with chore, person and day", "Family chores planner"],
  ["Keep our support rota: engineer, week starting, pages received", "Support rota"],
])("“%s” is called “%s”", (brief, title) => {
  expect(first(brief).spec.title).toBe(title);
});

test.each([
  ["Keep our support rota: engineer, week starting, pages received", "Week starting"],
  ["A tracker for my team's on-call shifts with who, start date and number of incidents", "Start date"],
])("“%s”: “%s” is a date", (brief, label) => {
  const field = first(brief).spec.fields.find((f) => f.label === label);
  expect(field?.type).toBe("date");
});

test.each([
  ["A log of the 3D prints I make: model, filament grams, hours, date", "Filament grams"],
  ["记录每次烘焙：面包名称、面粉克数、日期", "面粉克数"],
])("“%s”: “%s” is a number", (brief, label) => {
  const field = first(brief, {}, /[\u4e00-\u9fff]/.test(brief) ? "zh" : "en").spec.fields.find(
    (f) => f.label === label,
  );
  expect(field?.type).toBe("number");
});

test.each([
  [
    "帮我做一个婚礼宾客座位安排的3D可视化",
    "zh",
    /^离线模式下我做不了3D、动画或可视化效果.*改为做了一个“布局清单”.*接入 AI 模型/,
  ],
  [
    "An animated 3D model of our warehouse shelves",
    "en",
    /^The Offline model can't build a 3D view, animation or visualisation .* instead I made a “Layout list” app .* Connect an AI model/,
  ],
] as const)("“%s” says it cannot draw 3D and names what it built instead", (brief, lang, said) => {
  expect(first(brief, {}, lang).reply).toMatch(said);
});
