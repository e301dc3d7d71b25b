/**
 * Issue #39 (retrieval): the words that pick knowledge passages are the question's subject —
 * not words of asking ("情况怎么样", "survey"), not a particle glued on ("的退货率"), and a
 * measure brings what it counts ("退货率" → 退货). Read on the grounding bench: an unrelated
 * "Reading habits survey" was quoted for an NPS survey question; "我们的退货率情况怎么样" got no passage.
 */
import { focusTerms } from "@/server/space/query-focus";

const words = (q: string) => focusTerms(q).map((t) => [t.text, t.weight] as const);

describe("focus terms", () => {
  it("a document word is no subject ('survey', 'results')", () => {
    const w = words("What does the onboarding survey say about the checkout?").map(([t]) => t);
    expect(w).toEqual(expect.arrayContaining(["onboarding", "checkout"]));
    expect(w).not.toContain("survey");
  });

  it("zh: 「情况怎么样」是提问的话，「的」不粘在词上，「率」带出所计量的事", () => {
    const w = words("我们的复购率情况怎么样？");
    expect(w).toContainEqual(["复购率", 1]);
    expect(w).toContainEqual(["复购", 0.6]);
    expect(w.map(([t]) => t)).not.toEqual(expect.arrayContaining(["情况"]));
    expect(w.map(([t]) => t).some((t) => t.startsWith("的"))).toBe(false);
  });
});

describe("focus terms: words of the product, and what a note says instead (stop 46)", () => {
  it("'new' and 'tool' are no subject; onboarding brings trials and invites, scheduling the calendar", () => {
    const w = words("PRD: improve onboarding for new teams in our scheduling tool");
    expect(w.filter(([, weight]) => weight === 1).map(([t]) => t)).toEqual(["onboarding", "scheduling"]);
    expect(w).toEqual(
      expect.arrayContaining([
        ["trial", 0.6],
        ["invite", 0.6],
        ["calendar", 0.6],
      ]),
    );
  });
});
