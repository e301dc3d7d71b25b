/**
 * Generated pages in the system Chromium: their scripts run with an opaque origin (no cookies,
 * no storage, no parent, no credentialed calls to the API), a preview asks no other host for
 * anything, every gallery template and every Offline prototype for the 12 judged prompts renders
 * without console errors or serious axe violations, and the design-tool export holds one text
 * layer per visible text node.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { signIn } from "./helpers/sign-in";
import { PROTOTYPE_PROMPTS, type PromptCase } from "../fixtures/prototype-prompts";
import { PROTOTYPE_TEMPLATES } from "@/lib/contracts/prototype-gallery";

test.describe.configure({ timeout: 240_000 });

type Generated = { case: PromptCase; chatId: string };

async function userContext(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, email.split("@")[0]);
  return { context, page, request: context.request };
}

async function generate(request: APIRequestContext, c: PromptCase): Promise<Generated> {
  const chat = await (await request.post("/api/chats", { data: {} })).json();
  const res = await request.post(`/api/chats/${chat.data.id}/stream`, {
    data: { content: c.prompt, mode: "prototype", device_type: c.device },
    timeout: 180_000,
  });
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('"op":"saved"');
  return { case: c, chatId: chat.data.id };
}

/** The 12 prototypes, made by two users (a user's monthly points cover ten generations). */
let generated: Generated[] = [];

test.beforeAll(async ({ browser }) => {
  const first = await userContext(browser, "proto.one@example.com");
  const second = await userContext(browser, "proto.two@example.com");
  generated = await Promise.all(
    PROTOTYPE_PROMPTS.map((c, i) => generate(i % 2 ? second.request : first.request, c)),
  );
  await first.context.close();
  await second.context.close();
});

const VIEWPORT = {
  web: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
  tablet: { width: 834, height: 1194 },
};

async function checkRenders(page: Page, url: string) {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const foreign: string[] = [];
  const origin = new URL(page.url() === "about:blank" ? "http://localhost" : page.url()).host;
  page.on("request", (req) => {
    const host = new URL(req.url()).host;
    if (!req.url().startsWith("data:") && host && host !== origin && !host.startsWith("localhost"))
      foreign.push(req.url());
  });
  const res = await page.goto(url);
  expect(res?.status()).toBe(200);
  expect(res?.headers()["content-security-policy"]).toMatch(
    /^sandbox allow-scripts allow-forms allow-popups allow-modals; default-src 'none'/,
  );
  await page.waitForLoadState("load");
  // Legacy mode: axe.run in the page (and in any frame it has), not runPartial plus a blank page
  // opened to finish every run, which was most of each check's time.
  const axe = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const serious = axe.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
  expect(serious, url).toEqual([]);
  expect(errors, url).toEqual([]);
  expect(foreign, url).toEqual([]);
}

test("every Offline prototype for the 12 prompts renders with no console error, no serious axe violation and no other host", async ({
  browser,
}) => {
  for (const g of generated) {
    const context = await browser.newContext({
      viewport: VIEWPORT[g.case.device],
      locale: g.case.lang === "zh" ? "zh-CN" : "en-US",
    });
    const page = await context.newPage();
    await checkRenders(page, `/html/${g.chatId}`);
    for (const text of g.case.expect)
      await expect(page.getByText(text, { exact: false }).first()).toBeAttached();
    await context.close();
  }
});

test("every gallery template renders with no console error, no serious axe violation and no other host", async ({
  browser,
}) => {
  for (const template of PROTOTYPE_TEMPLATES) {
    const context = await browser.newContext({ viewport: VIEWPORT[template.designType] });
    const page = await context.newPage();
    await checkRenders(page, `/prototype-html/templates/${template.slug}`);
    await context.close();
  }
});

test("a generated page's script cannot read cookies or storage, reach its parent, or call the API as the user", async ({
  browser,
}) => {
  const { context, page, request } = await userContext(browser, "proto.probe@example.com");
  const g = await generate(request, PROTOTYPE_PROMPTS[0]);
  const version = (await (await request.get(`/api/chats/${g.chatId}/prototype-content`)).json()).data;
  const probe = `<p id="probe-result">running</p><script>
  (function () {
    var r = {};
    try { r.cookie = "read:" + document.cookie; } catch (e) { r.cookie = "blocked:" + e.name; }
    try { localStorage.setItem("k", "v"); r.storage = "written"; } catch (e) { r.storage = "blocked:" + e.name; }
    try { r.parent = "read:" + parent.document.title; } catch (e) { r.parent = "blocked:" + e.name; }
    function done() { document.getElementById("probe-result").textContent = JSON.stringify(r); }
    try {
      fetch("/api/chats", { credentials: "include" }).then(function (res) { return res.text().then(function (t) { r.fetch = "answered:" + res.status + ":" + t.slice(0, 40); done(); }); }, function (e) { r.fetch = "blocked:" + e.name; done(); });
    } catch (e) { r.fetch = "blocked:" + e.name; done(); }
  })();
  </script>`;
  const saved = await (
    await request.post("/api/chats/prototype-html-code", {
      data: {
        chat_id: g.chatId,
        version_id: version.id,
        html_code: version.content.replace("</body>", `${probe}</body>`),
      },
    })
  ).json();
  expect(saved.errno).toBe(0);

  // The app frames the preview the way the viewer does.
  await page.goto("/about");
  await page.evaluate((src) => {
    const frame = document.createElement("iframe");
    frame.src = src;
    frame.title = "preview";
    frame.setAttribute("sandbox", "allow-scripts allow-forms allow-popups allow-modals");
    frame.setAttribute("referrerpolicy", "no-referrer");
    frame.style.width = "390px";
    frame.style.height = "600px";
    document.body.appendChild(frame);
  }, `/html/${g.chatId}/${saved.data.id}`);
  const result = page.frameLocator('iframe[title="preview"]').locator("#probe-result");
  await expect(result).not.toHaveText("running", { timeout: 15_000 });
  const r = JSON.parse((await result.textContent())!);
  expect(r.cookie).toMatch(/^blocked:SecurityError/);
  expect(r.storage).toMatch(/^blocked:SecurityError/);
  expect(r.parent).toMatch(/^blocked:SecurityError/);
  expect(r.fetch).toMatch(/^blocked:TypeError/);
  await context.close();
});

test("the design-tool export holds one text layer per visible text node", async ({ browser }) => {
  const { context, page, request } = await userContext(browser, "proto.export@example.com");
  // Another user's chat: the export is refused (errno 1, empty data), never rendered.
  const refused = await (
    await request.post("/api/prototype/export_to_mastergo", {
      data: { chat_id: generated[0].chatId, version_id: "1" },
    })
  ).json();
  expect(refused).toMatchObject({ errno: 1, data: null });
  const g = await generate(request, PROTOTYPE_PROMPTS[1]);
  const version = (await (await request.get(`/api/chats/${g.chatId}/prototype-content`)).json()).data;
  const res = await (
    await request.post("/api/prototype/export_to_mastergo", {
      data: { chat_id: g.chatId, version_id: version.id },
      timeout: 120_000,
    })
  ).json();
  expect(res.errno).toBe(0);
  const svg: string = res.data.svg;
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(svg).not.toContain("foreignObject");
  expect(svg).not.toMatch(/rgba\(/);
  const textLayers =
    (svg.match(/<text\b/g) ?? []).length - (svg.match(/<text class="vs-field"/g) ?? []).length;
  expect(res.data.text_layers).toBeGreaterThan(20);

  await page.setViewportSize(VIEWPORT.web);
  await page.goto(`/html/${g.chatId}`);
  const visibleTextNodes = await page.evaluate(() => {
    let count = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const parent = node.parentElement!;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // Screen-reader-only text (the sr-only pattern: clipped to nothing in a 1 px box) is not
      // drawn, so a design tool gets no layer for it.
      const style = getComputedStyle(parent);
      if (style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)") continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some((r) => r.width > 1 && r.height > 1)) count += 1;
    }
    return count;
  });
  expect(textLayers).toBe(visibleTextNodes);

  const image = await (
    await request.post("/api/prototype/save_as_image", {
      data: { chat_id: g.chatId, version_id: version.id, design_type: "web" },
      timeout: 120_000,
    })
  ).json();
  expect(image.errno).toBe(0);
  expect(image.data).toMatchObject({ mime: "image/png", width: 1440 });
  expect(image.data.data_url).toMatch(/^data:image\/png;base64,iVBOR/);

  const download = await request.get(res.data.download_url);
  expect(download.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(await download.text()).toBe(svg);
  await context.close();
});
