/**
 * Waiting work, taken owner by owner in turn (round-robin, not first come first served), with at
 * most one item of an owner running at a time: one user's pile of builds never stands between
 * another user and a free worker.
 */
export class FairQueue<T> {
  /** Waiting items per owner; the Map's order is the turn order. */
  private readonly waiting = new Map<string, T[]>();
  private readonly running = new Set<string>();

  get size(): number {
    let n = 0;
    for (const items of this.waiting.values()) n += items.length;
    return n;
  }

  push(owner: string, item: T): void {
    const items = this.waiting.get(owner);
    if (items) items.push(item);
    else this.waiting.set(owner, [item]);
  }

  /** Whether `take` would answer an item now. */
  ready(): boolean {
    for (const owner of this.waiting.keys()) if (!this.running.has(owner)) return true;
    return false;
  }

  /** The next owner's next item (that owner now counts as running and goes to the back of the line). */
  take(): { owner: string; item: T } | null {
    for (const [owner, items] of this.waiting) {
      if (this.running.has(owner)) continue;
      const item = items.shift()!;
      this.waiting.delete(owner);
      if (items.length) this.waiting.set(owner, items);
      this.running.add(owner);
      return { owner, item };
    }
    return null;
  }

  /** The owner's running item ended: its next one may be taken. */
  done(owner: string): void {
    this.running.delete(owner);
  }
}
