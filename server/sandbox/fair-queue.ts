/**
 * Waiting work, taken owner by owner in turn (round-robin, not first come first served), with at
 * most one item of an owner running at a time: one user's pile of builds never stands between
 * another user and a free worker. The next item is the waiting owner served least recently (an
 * owner not served yet first, then in the order they came).
 */
export class FairQueue<T> {
  /** Waiting items per owner, in the order the owners came. */
  private readonly waiting = new Map<string, T[]>();
  private readonly running = new Set<string>();
  /** When each owner with work waiting or running was last served (a counter, not a clock). */
  private readonly served = new Map<string, number>();
  private turn = 0;

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

  /** The next item (its owner now counts as running), or null. */
  take(): { owner: string; item: T } | null {
    let next: string | null = null;
    for (const owner of this.waiting.keys()) {
      if (this.running.has(owner)) continue;
      if (next === null || (this.served.get(owner) ?? -1) < (this.served.get(next) ?? -1)) next = owner;
    }
    if (next === null) return null;
    const items = this.waiting.get(next)!;
    const item = items.shift()!;
    if (!items.length) this.waiting.delete(next);
    this.running.add(next);
    this.served.set(next, this.turn++);
    return { owner: next, item };
  }

  /** The owner's running item ended: its next one may be taken. */
  done(owner: string): void {
    this.running.delete(owner);
    // Nothing left of this owner: its turn need not be remembered.
    if (!this.waiting.has(owner)) this.served.delete(owner);
  }
}
