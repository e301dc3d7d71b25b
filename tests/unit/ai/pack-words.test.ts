/**
 * Issue 39 reading: a domain pack matches whole words — "onboarding" is not pet "boarding", so an
 * employee onboarding PRD gets no "Sitter search" or "Pet profile" stories.
 */
import { packFor } from "@/server/ai/offline/knowledge/product-pack";

describe("domain packs match words, not parts of words", () => {
  it.each([
    ["employee onboarding portal", "en"],
    ["customer onboarding checklist", "en"],
    ["onboarding flow for a payroll app", "en"],
  ] as const)("%s is not about pets", (product, lang) => {
    expect(JSON.stringify(packFor(product, lang) ?? {})).not.toMatch(/sitter|pet owner/i);
  });

  it("still finds pets where the request is about them", () => {
    expect(JSON.stringify(packFor("dog boarding app", "en"))).toMatch(/pet/i);
  });
});
