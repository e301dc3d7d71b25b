/** What a prototype round costs (spec §9): generation 10, modification 5, copies and templates as is free. */
import { roundCost } from "@/lib/contracts/modes";
import { streamRequestSchema } from "@/lib/contracts/chat";

const cost = (body: Record<string, unknown>) => {
  const request = streamRequestSchema.parse(body);
  return roundCost(request.mode, request);
};

describe("roundCost for prototypes", () => {
  it("charges 10 for a new page or set, 5 for a modification, nothing for a copy or a template used as is", () => {
    expect(cost({ mode: "prototype", content: "a login page" })).toBe(10);
    expect(cost({ mode: "mult_prototype", content: "a shop" })).toBe(10);
    expect(cost({ mode: "prototype", content: "make it blue", base_version_id: "v1" })).toBe(5);
    expect(
      cost({ mode: "prototype", content: "bigger", edit_html: "<button data-vs-id='a'>x</button>" }),
    ).toBe(5);
    expect(
      cost({
        mode: "mult_prototype",
        content: "bigger",
        edit_html: "<b data-vs-id='a'>x</b>",
        mult_page_id: "p1",
      }),
    ).toBe(5);
    expect(cost({ mode: "prototype", copy_version_id: "v1" })).toBe(0);
    expect(cost({ mode: "mult_prototype", copy_version_id: "3" })).toBe(0);
    expect(cost({ mode: "prototype", prototype_template_id: "fitness-tracker" })).toBe(0);
    // A template plus a request is a new prototype made from it.
    expect(
      cost({ mode: "prototype", prototype_template_id: "fitness-tracker", content: "for cyclists" }),
    ).toBe(10);
    // Other modes are unchanged.
    expect(cost({ mode: "prd", content: "x", copy_version_id: "v1" })).toBe(5);
    expect(cost({ mode: "normal", content: "hi" })).toBe(0);
  });
});
