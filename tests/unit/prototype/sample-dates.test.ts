/**
 * Sample dates on an Offline page are this week's, from its Monday: a page made in November
 * never shows June, and the same request gives the same dates all week.
 */
import { dateLabel, isoDate } from "@/server/artifacts/shared/prototype-pages/offline/sample-data";

afterEach(() => jest.useRealTimers());

test("offset 0 is this week's Monday, in both languages", () => {
  jest.useFakeTimers({ now: new Date("2026-11-28T15:00:00Z") }); // a Saturday
  expect(isoDate(0)).toBe("2026-11-23");
  expect(dateLabel("en", 0)).toBe("Mon 23 Nov");
  expect(dateLabel("zh", 1)).toBe("11月24日 周二");
  expect(isoDate(-1)).toBe("2026-11-22");
});

test("the same all week; the next week moves on", () => {
  jest.useFakeTimers({ now: new Date("2026-11-23T00:00:01Z") });
  expect(isoDate(0)).toBe("2026-11-23");
  jest.setSystemTime(new Date("2026-11-29T23:59:59Z"));
  expect(isoDate(0)).toBe("2026-11-23");
  jest.setSystemTime(new Date("2026-11-30T00:00:01Z"));
  expect(isoDate(0)).toBe("2026-11-30");
});
