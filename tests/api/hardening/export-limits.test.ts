/**
 * Server-side exports render in a bounded pool (DESIGN.md §6), in the real Chromium: a page that
 * runs `for(;;){}` has its scripts stopped and is exported as far as it rendered; a user with two
 * exports running is answered "busy" (errno 1, both languages) instead of a third page; another
 * user's ordinary export is not queued behind them; past the deadline the page is closed; a
 * result past the size cap is refused naming it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { closeBrowser, withRenderedPage } from "@/server/artifacts/shared/export-browser/browser";
import { exportPool } from "@/server/artifacts/shared/export-browser/export-pool";
import { renderPng } from "@/server/artifacts/prototype/export/save-image";
import { exportSvg } from "@/server/artifacts/prototype/export/design-export";
import { EXPORT_LIMITS } from "@/lib/contracts/export-limits";
import { createTestApp, readSse, type TestApp } from "../../helpers/test-app";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const BUSY_PAGE =
  "<!doctype html><html><body><h1>Before the loop</h1><script>for(;;){}</script><p>After the loop</p></body></html>";
const ORDINARY_PAGE =
  "<!doctype html><html><body><h1>Plain page</h1><p id='x'></p><script>document.getElementById('x').textContent = 'written by its script'</script></body></html>";

let t: TestApp;
let a: { token: string; userId: string };
let b: { token: string; userId: string };
let aTarget: { chat_id: string; version_id: string };
let bTarget: { chat_id: string; version_id: string };

async function prototypeOf(token: string) {
  const chatId = (await (await t.call("/api/chats", { method: "POST", token, json: {} })).json()).data.id;
  await readSse(
    await t.call(`/api/chats/${chatId}/stream`, {
      method: "POST",
      token,
      json: { content: "A settings page", mode: "prototype", device_type: "mobile" },
    }),
  );
  await t.app.services.registry.drain();
  const version = (await (await t.call(`/api/chats/${chatId}/prototype-content`, { token })).json()).data;
  return { chat_id: chatId, version_id: version.id as string };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await t.signIn("export-a@example.com");
  b = await t.signIn("export-b@example.com");
  aTarget = await prototypeOf(a.token);
  bTarget = await prototypeOf(b.token);
}, 120_000);
afterAll(async () => {
  await closeBrowser();
  await t.close();
});

const post = (path: string, token: string, json: Json, lang = "en") =>
  t
    .call(path, { method: "POST", token, json, headers: { "Accept-Language": lang } })
    .then((res) => res.json() as Promise<Json>);

async function until(check: () => boolean) {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
}

it("stops a busy page's scripts and exports it, answers a third export 'busy', and gives another user's export a page at once", async () => {
  const finished: string[] = [];
  const track = (name: string, answer: Promise<Json>) => answer.then((body) => (finished.push(name), body));
  const image = track(
    "a-image",
    post("/api/prototype/save_as_image", a.token, {
      ...aTarget,
      html_content: BUSY_PAGE,
      design_type: "web",
    }),
  );
  const design = track(
    "a-svg",
    post("/api/prototype/export_to_mastergo", a.token, { ...aTarget, html_content: BUSY_PAGE }),
  );
  await until(() => exportPool().inFlight(a.userId) === EXPORT_LIMITS.perUser);

  expect(
    await post("/api/prototype/save_as_image", a.token, { ...aTarget, html_content: BUSY_PAGE }),
  ).toEqual({
    errno: 1,
    errmsg: "You already have 2 exports running; try again when they finish",
    data: null,
  });
  expect(await post("/api/prototype/export_to_mastergo", a.token, { ...aTarget }, "zh")).toEqual({
    errno: 1,
    errmsg: "您已有 2 个导出正在进行，请在完成后重试",
    data: null,
  });

  // B is not queued behind A's pages: B's export gets a page of its own at once, while A's
  // second export waits for A's first (one page per user at a time).
  const otherAnswer = track(
    "b-image",
    post("/api/prototype/save_as_image", b.token, {
      ...bTarget,
      html_content: ORDINARY_PAGE,
      design_type: "web",
    }),
  );
  await until(() => exportPool().inFlight(b.userId) === 1 || finished.includes("b-image"));
  expect(exportPool().queued).toBeLessThanOrEqual(1);
  expect(await otherAnswer).toMatchObject({ errno: 0, data: { mime: "image/png", width: 1440 } });

  const [png, svg] = await Promise.all([image, design]);
  expect(finished).toHaveLength(3);
  expect(png).toMatchObject({ errno: 0, data: { mime: "image/png" } });
  expect(png.data.data_url).toMatch(/^data:image\/png;base64,iVBOR/);
  // The parser went on after the loop was stopped: the text after it is in the export.
  expect(svg.errno).toBe(0);
  expect(svg.data.svg).toContain("After the loop");
  expect(exportPool().inFlight(a.userId)).toBe(0);
}, 120_000);

it("closes a page that is still not rendered at the deadline, naming it", async () => {
  // Scripts never stopped here: only the deadline ends the render.
  const render = withRenderedPage(BUSY_PAGE, "web", async () => "rendered", {
    scriptMs: 600_000,
    deadlineMs: 1500,
  });
  await expect(render).rejects.toMatchObject({ key: "exportTimedOut", params: { seconds: 2 } });
  // The browser is still usable afterwards.
  expect((await renderPng(ORDINARY_PAGE, "mobile", "after")).width).toBe(390);
}, 60_000);

it("refuses a result past the size cap, naming it", async () => {
  await expect(renderPng(ORDINARY_PAGE, "web", "tiny", 0.001)).rejects.toMatchObject({
    key: "exportTooLarge",
    params: { limit: 0.001 },
  });
  await expect(exportSvg(ORDINARY_PAGE, "web", 0.001)).rejects.toMatchObject({ key: "exportTooLarge" });
  const fits = await exportSvg(ORDINARY_PAGE, "web");
  expect(fits.svg).toContain("written by its script");
}, 60_000);

/** Nice value and scheduling policy of the processes below `pid` whose command is Chromium's. */
function chromiumBelow(pid: number): { nice: number; policy: number }[] {
  const stats = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        return [
          {
            pid: Number(name),
            comm: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")),
            ppid: Number(fields[1]),
            nice: Number(fields[16]),
            // `policy` of sched(7): 0 SCHED_OTHER, 5 SCHED_IDLE.
            policy: Number(fields[38]),
          },
        ];
      } catch {
        return []; // gone
      }
    });
  const below = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stats) {
      if (below.has(s.ppid) && !below.has(s.pid)) {
        below.add(s.pid);
        grew = true;
      }
    }
  }
  return stats
    .filter((s) => s.pid !== pid && below.has(s.pid) && /chrom/i.test(s.comm))
    .map(({ nice, policy }) => ({ nice, policy }));
}

(process.platform === "linux" ? it : it.skip)(
  "renders at the lowest CPU priority, every Chromium process of it, so busy pages take only spare CPU",
  async () => {
    const seen = await withRenderedPage(ORDINARY_PAGE, "web", async () => chromiumBelow(process.pid));
    expect(seen.length).toBeGreaterThan(1); // the browser and at least the page's renderer
    // SCHED_IDLE and nice 19, every one of them: none raised its own again.
    expect(seen).toEqual(seen.map(() => ({ nice: 19, policy: 5 })));
  },
);
