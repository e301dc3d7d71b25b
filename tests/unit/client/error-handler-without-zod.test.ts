/**
 * The workspace layout loads the API client and its error handler (through the SWR provider)
 * before it makes zod jitless. Constructing a zod object schema before that probes
 * `new Function`, which the pages' CSP (no 'unsafe-eval') reports as a violation — so nothing these
 * modules load may construct a zod schema.
 */
test("the API client and the error handlers load without zod", () => {
  jest.isolateModules(() => {
    jest.doMock("zod", () => {
      throw new Error("zod was loaded");
    });
    for (const path of [
      "@/lib/api/client",
      "@/lib/api/handle-api-error",
      "@/lib/api/use-api-error-handler",
      "@/lib/api/client-messages",
    ]) {
      expect(() => jest.requireActual(path)).not.toThrow();
    }
  });
});
