/** A clock the test moves by hand: timers fire only when `advance` passes their time. */
import type { Clock } from "@/server/time/clock";

type Timer = { at: number; every?: number; fn: () => void; cancelled: boolean };

export function createFakeClock(
  start = Date.UTC(2026, 10, 1),
): Clock & { advance: (ms: number) => void; pending: () => number } {
  let now = start;
  const timers: Timer[] = [];
  const add = (ms: number, fn: () => void, every?: number) => {
    const timer: Timer = { at: now + ms, every, fn, cancelled: false };
    timers.push(timer);
    return { cancel: () => void (timer.cancelled = true) };
  };
  return {
    now: () => now,
    after: (ms, fn) => add(ms, fn),
    every: (ms, fn) => add(ms, fn, ms),
    pending: () => timers.filter((t) => !t.cancelled).length,
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((t) => !t.cancelled && t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        now = due.at;
        if (due.every) due.at += due.every;
        else due.cancelled = true;
        due.fn();
      }
      now = until;
    },
  };
}
