/**
 * Where a deployed app answers: on the browser's public scheme and port (APP_URL) when the
 * product is behind a proxy, else on the port it listens on.
 */
import { appUrl } from "@/server/artifacts/agentic/deploy/config";

describe("appUrl", () => {
  it("uses the listening port when no public address is configured", () => {
    expect(appUrl("todo-abc", { PORT: "3000" })).toBe("http://todo-abc.localhost:3000");
    expect(appUrl("todo-abc", {})).toBe("http://todo-abc.localhost:3000");
    expect(appUrl("todo-abc", { PORT: "3010", APPS_DOMAIN: "apps.example.test" })).toBe(
      "http://todo-abc.apps.example.test:3010",
    );
  });

  it("behind a proxy, the public scheme and port of APP_URL, not the instance's", () => {
    expect(appUrl("todo-abc", { PORT: "3010", APP_URL: "http://localhost:8080" })).toBe(
      "http://todo-abc.localhost:8080",
    );
    expect(
      appUrl("todo-abc", {
        PORT: "3010",
        APP_URL: "https://studio.example.test",
        APPS_DOMAIN: "apps.example.test",
      }),
    ).toBe("https://todo-abc.apps.example.test");
  });

  it("ignores an APP_URL that is not a URL", () => {
    expect(appUrl("todo-abc", { PORT: "3020", APP_URL: "not a url" })).toBe("http://todo-abc.localhost:3020");
  });
});
