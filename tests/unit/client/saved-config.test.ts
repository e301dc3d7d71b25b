/**
 * What a chat saves of its composer and restores from it: the mode, the model, the design type
 * and the choices the kinds keep (the prototype's style, the PRD's template), each under its key
 * of the chat's config.
 */
import { configOf, optionsOfConfig } from "@/lib/chat/saved-config";

describe("the saved composer config", () => {
  it("saves the kinds' choices under the config's keys and nothing of the rest", () => {
    expect(
      configOf({
        mode: "prototype",
        model: "offline",
        options: {
          device_type: "mobile",
          prototype_style_id: "calm",
          template_id: "lean",
          edit_html: "<b>x</b>",
          enable_clarification: true,
        },
      }),
    ).toEqual({
      mode: "prototype",
      model: "offline",
      design_type: "mobile",
      style_id: "calm",
      prd_template_id: "lean",
    });
    expect(configOf({ mode: "normal", model: null, options: {} })).toEqual({ mode: "normal" });
  });

  it("restores the same choices into the composer's options", () => {
    expect(
      optionsOfConfig({ mode: "prd", design_type: "web", style_id: "calm", prd_template_id: "lean" }),
    ).toEqual({ device_type: "web", prototype_style_id: "calm", template_id: "lean" });
    expect(optionsOfConfig({ mode: "prd" })).toEqual({});
  });
});
