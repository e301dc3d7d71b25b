/**
 * A lite app's preview in the system Chromium (issue #20 §2): the round through
 * `POST /api/chats/{id}/agentic` ends with `open-url`; its `view_url` serves the built app with
 * the prototype previews' sandbox CSP (opaque origin: no cookies, no storage), the React app runs
 * and answers clicks, and an uncaught error in it reaches the page that frames it as
 * `{ type: "lite-app-error", message, stack }` (what the viewer turns into "fix").
 */
import { expect, test } from "@playwright/test";
import { signIn } from "./helpers/sign-in";

test("a lite app builds, runs at an opaque origin and reports its errors to the viewer", async ({ page }) => {
  await signIn(page, "lite.preview@example.com", "Lite Preview");
  const chat = await (await page.request.post("/api/chats", { data: {} })).json();
  const res = await page.request.post(`/api/chats/${chat.data.id}/agentic`, {
    data: { chat_id: chat.data.id, user_input: { text: "A counter app" } },
    timeout: 120_000,
  });
  expect(res.status()).toBe(200);
  const raw = await res.text();
  expect(raw.endsWith("\r\n\r\n")).toBe(true);
  const events = raw
    .split("\r\n\r\n")
    .filter(Boolean)
    .map((block) =>
      JSON.parse(
        block
          .split("\r\n")
          .find((l) => l.startsWith("data: "))!
          .slice(6),
      ),
    );
  const open = events.find((e) => e.type === "runtime" && e.step === "open-url");
  expect(open?.view_url).toMatch(/^\/html\/lite-app\//);

  // Straight in a tab: the sandbox CSP, an opaque origin, and a working React app.
  const preview = await page.context().newPage();
  const errors: string[] = [];
  preview.on("pageerror", (error) => errors.push(error.message));
  const answer = await preview.goto(open.view_url);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()["content-security-policy"]).toMatch(
    /^sandbox allow-scripts allow-forms allow-popups allow-modals; default-src 'none'/,
  );
  expect(answer?.headers()["content-security-policy"]).not.toContain("allow-same-origin");
  expect(await preview.evaluate(() => window.origin)).toBe("null");
  // No cookies at all: the sandboxed document may not even ask for them.
  expect(
    await preview.evaluate(() => {
      try {
        return document.cookie;
      } catch (error) {
        return (error as Error).name;
      }
    }),
  ).toBe("SecurityError");
  const root = preview.locator("#root");
  await expect(root).not.toBeEmpty();
  const plus = preview.getByRole("button", { name: "+1" });
  if (await plus.count()) {
    // The placeholder Offline counter (la-offline's apps may differ): clicking counts.
    await plus.click();
    await expect(preview.getByTestId("count")).toHaveText("1");
  }
  expect(errors).toEqual([]);
  await preview.close();

  // Framed by the app, as the viewer frames it: an uncaught error is posted to the parent.
  await page.goto("/chat");
  const message = page.evaluate(
    (src) =>
      new Promise<{ type: string; message: string; stack: string }>((resolve) => {
        window.addEventListener("message", (event) => {
          if (event.data?.type === "lite-app-error") resolve(event.data);
        });
        const frame = document.createElement("iframe");
        frame.src = src;
        frame.id = "lite-app-frame";
        document.body.appendChild(frame);
      }),
    open.view_url,
  );
  const frame = page.frameLocator("#lite-app-frame");
  await expect(frame.locator("#root")).not.toBeEmpty();
  const handle = await page.$("#lite-app-frame");
  const inner = await handle!.contentFrame();
  await inner!.evaluate(() => {
    setTimeout(() => {
      throw new Error("boom from the app");
    });
    void Promise.reject(new Error("rejected in the app"));
  });
  const posted = await message;
  expect(posted.type).toBe("lite-app-error");
  expect(["boom from the app", "rejected in the app"]).toContain(posted.message);
});
