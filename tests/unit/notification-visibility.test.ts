import {
  markRead,
  pruneReadState,
  visibleNotifications,
  type NotificationConfig,
} from "@/lib/notifications/visibility";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse("2026-11-21T12:00:00Z");
const base: NotificationConfig = {
  id: "n1",
  type: "feature",
  version: 1,
  title: "t",
  body: "b",
  startTime: new Date(now - DAY).toISOString(),
  endTime: new Date(now + 10 * DAY).toISOString(),
  repeatable: false,
  repeatInterval: 86_400,
  priority: "medium",
};

test("shows only inside the time window", () => {
  expect(visibleNotifications([base], {}, now)).toHaveLength(1);
  expect(
    visibleNotifications([{ ...base, startTime: new Date(now + 1000).toISOString() }], {}, now),
  ).toHaveLength(0);
  expect(
    visibleNotifications([{ ...base, endTime: new Date(now - 1000).toISOString() }], {}, now),
  ).toHaveLength(0);
  expect(visibleNotifications([{ ...base, endTime: null }], {}, now)).toHaveLength(1);
});

test("a read notice stays hidden until its version changes", () => {
  const state = markRead({}, base, now);
  expect(visibleNotifications([base], state, now + 5 * DAY)).toHaveLength(0);
  expect(visibleNotifications([{ ...base, version: 2 }], state, now + DAY)).toHaveLength(1);
});

test("a repeatable notice comes back after its interval (default one day)", () => {
  const n = { ...base, repeatable: true };
  const state = markRead({}, n, now);
  expect(visibleNotifications([n], state, now + DAY - 1)).toHaveLength(0);
  expect(visibleNotifications([n], state, now + DAY)).toHaveLength(1);
  const hourly = { ...n, repeatInterval: 3600 };
  expect(visibleNotifications([hourly], markRead({}, hourly, now), now + 3600_000)).toHaveLength(1);
});

test("read status is remembered for 4 weeks", () => {
  const long = { ...base, endTime: null };
  const state = markRead({}, long, now);
  expect(visibleNotifications([long], state, now + 27 * DAY)).toHaveLength(0);
  expect(visibleNotifications([long], state, now + 28 * DAY)).toHaveLength(1);
  expect(pruneReadState(state, now + 29 * DAY)).toEqual({});
});

test("priority orders them", () => {
  const list = [
    { ...base, id: "low", priority: "low" as const },
    { ...base, id: "high", priority: "high" as const },
    { ...base, id: "mid", priority: "medium" as const },
  ];
  expect(visibleNotifications(list, {}, now).map((n) => n.id)).toEqual(["high", "mid", "low"]);
});
