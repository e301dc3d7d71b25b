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
