/**
 * Pages that need only the kinds' names (the workspace, the space, the landing page) must not
 * load zod with them: in the browser the kinds' content schemas and request options are stand-ins
 * (next.config.ts `resolveAlias`), and nothing else the definitions load may construct a schema.
 */
test("the kinds' definitions load without zod when the browser's stand-ins replace their schemas", () => {
  jest.isolateModules(() => {
    jest.doMock("zod", () => {
      throw new Error("zod was loaded");
    });
    jest.doMock("@/lib/contracts/content/schemas", () =>
      jest.requireActual("@/lib/contracts/content/schemas-browser"),
    );
    jest.doMock("@/lib/contracts/kinds/request-options", () =>
      jest.requireActual("@/lib/contracts/kinds/request-options-browser"),
    );
    expect(() => jest.requireActual("@/lib/contracts/kinds")).not.toThrow();
    const { BUILT_IN_KINDS } = jest.requireActual("@/lib/contracts/kinds");
    expect(BUILT_IN_KINDS.length).toBeGreaterThan(4);
  });
});
