/**
 * Time as the round engine sees it. Injected so tests can drive the 30-minute round timeout
 * and the partial-save interval without waiting (DESIGN.md §8: no timed assertions).
 */
export type TimerHandle = { cancel: () => void };

export type Clock = {
  now: () => number;
  after: (ms: number, fn: () => void) => TimerHandle;
  every: (ms: number, fn: () => void) => TimerHandle;
};

export const systemClock: Clock = {
  now: () => Date.now(),
  after: (ms, fn) => {
    const id = setTimeout(fn, ms);
    id.unref?.();
    return { cancel: () => clearTimeout(id) };
  },
  every: (ms, fn) => {
    const id = setInterval(fn, ms);
    id.unref?.();
    return { cancel: () => clearInterval(id) };
  },
};
