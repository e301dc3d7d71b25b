/**
 * Dates in a request: a full date as written; a month and day without a year is the next one
 * (a roadmap "starting March 3" asked in November starts next March), unless it passed within
 * the last month (a plan that has just started).
 */
import { datesIn } from "@/server/ai/offline/brief/quantities";
import { parseBrief } from "@/server/ai/offline/brief";

const november = new Date("2026-11-28T10:00:00Z");

test("a full date stays as written, in both languages", () => {
  expect(datesIn("starting 2026-01-12", november)).toEqual(["2026-01-12"]);
  expect(datesIn("2027年2月1日开始", november)).toEqual(["2027-02-01"]);
});

test("a month and day without a year is the next one, not one long past", () => {
  expect(datesIn("Roadmap starting March 3: auth, payments", november)).toEqual(["2027-03-03"]);
  expect(datesIn("3月3日开始", november)).toEqual(["2027-03-03"]);
  expect(datesIn("kick-off Dec 14th", november)).toEqual(["2026-12-14"]);
  // Started a week ago: this year's.
  expect(datesIn("started Nov 20", november)).toEqual(["2026-11-20"]);
});

test("when a plan starts is not part of its name", () => {
  expect(
    parseBrief({
      text: "Gantt chart for a website redesign starting 2027-02-01: discovery 2 weeks, design 3 weeks",
      mode: "mermaid",
    }).subject.product,
  ).toBe("website redesign");
});
