/**
 * The stream request is the generic fields plus each kind's own options (`requestOptions` of its
 * definition), flat on the wire as spec §7 names them: a kind adds its options without an edit to
 * the request's schema, and two kinds never give one field two meanings.
 */
import { artifactKinds } from "@/lib/contracts/artifacts";
import { chatConfigSchema, streamRequestSchema } from "@/lib/contracts/chat";

/** The body fields of POST /chats/{id}/stream that spec §7 names. */
const SPEC_FIELDS = [
  "content",
  "mode",
  "model",
  "template_id",
  "button_type",
  "device_type",
  "attachments",
  "prototype",
  "edit_html",
  "base_version_id",
  "prototype_template_id",
  "copy_version_id",
  "enable_clarification",
  "mult_page_id",
  "copy_chat_id",
  "prototype_style_id",
  "skip_user_message",
  "prd_sub_module_id",
  "import_url",
];

describe("the stream request's options", () => {
  it("has every field spec §7 names", () => {
    expect(SPEC_FIELDS.filter((field) => !(field in streamRequestSchema.shape))).toEqual([]);
  });

  it("holds each kind's options as the kind declares them: a field two kinds read is one schema", () => {
    // A generic field comes last in the schema: a kind's option of the same name shows here too.
    const shape: Readonly<Record<string, unknown>> = streamRequestSchema.shape;
    const clashes = artifactKinds().flatMap((kind) =>
      Object.entries(kind.requestOptions.shape)
        .filter(([field, schema]) => shape[field] !== schema)
        .map(([field]) => `${kind.id}.${field}`),
    );
    expect(clashes).toEqual([]);
  });

  it("reads a kind's options from the flat body and drops what no one declares", () => {
    const request = streamRequestSchema.parse({
      mode: "prototype",
      content: "bigger",
      edit_html: "<b data-vs-id='a'>x</b>",
      mult_page_id: "p1",
      aspect: "16:9",
      agentic: { app_type: "tool" },
      unknown_field: 1,
    });
    expect(request).toMatchObject({
      edit_html: "<b data-vs-id='a'>x</b>",
      mult_page_id: "p1",
      aspect: "16:9",
      agentic: { app_type: "tool" },
    });
    expect("unknown_field" in request).toBe(false);
  });

  it("refuses a kind's option of the wrong type", () => {
    expect(streamRequestSchema.safeParse({ mode: "research", enable_clarification: "yes" }).success).toBe(
      false,
    );
    expect(streamRequestSchema.safeParse({ mode: "prototype", prototype: "fancy" }).success).toBe(false);
  });
});

describe("the chat's config (POST /chats/{id}/set_config)", () => {
  // A kind that remembers a composer choice (`savedOptions`) adds its config key with no edit to the
  // config's schema, checked as the option is on the stream request.
  it("holds the generic keys and each kind's saved options under their keys, with the options' schemas", () => {
    const kindKeys = artifactKinds().flatMap((kind) =>
      Object.entries(kind.savedOptions).map(([option, key]) => {
        expect(chatConfigSchema.shape[key as keyof typeof chatConfigSchema.shape]).toBe(
          (kind.requestOptions.shape as Record<string, unknown>)[option],
        );
        return key;
      }),
    );
    expect(kindKeys.length).toBeGreaterThan(0);
    expect(Object.keys(chatConfigSchema.shape).sort()).toEqual(
      ["design_type", "mode", "model", ...new Set(kindKeys)].sort(),
    );
  });

  it("refuses a saved option its kind would refuse", () => {
    const [kind, [option, key]] = artifactKinds()
      .flatMap((k) => Object.entries(k.savedOptions).map((pair) => [k, pair] as const))
      .at(0)!;
    expect(
      (kind.requestOptions.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>)[
        option
      ].safeParse(42).success,
    ).toBe(false);
    expect(chatConfigSchema.safeParse({ [key]: 42 }).success).toBe(false);
    expect(chatConfigSchema.safeParse({ [key]: "a-valid-id" }).success).toBe(true);
  });
});
