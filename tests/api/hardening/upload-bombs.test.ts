/**
 * One upload must not take the server down (DESIGN.md §6), against the real API process
 * (`npm run api`'s entry): while bombs are being read — the slowest file the caps let through,
 * a 1 GB docx, an entity bomb, a zip that lies about its sizes — `/api/health` keeps answering
 * (half the probes within half a second, every one within two), each bomb is refused with the cap it passed named in the caller's language,
 * nothing is stored, and a real document uploaded afterwards is read as before.
 */
import { mkdtempSync, readdirSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { signApiToken } from "@/server/auth/api-token";
import { spawnApi, type SpawnedApi } from "../../helpers/spawn-api";
import * as office from "../../fixtures/office-files.mjs";

process.env.AUTH_SECRET ??= "test-secret-for-jest-only-0123456789";

let api: SpawnedApi;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "vibe-bombs-"));
  api = await spawnApi({ DATA_DIR: dataDir, DATABASE_URL: "", AUTH_SECRET: process.env.AUTH_SECRET! });
  const login = await signApiToken({
    oidc: { issuer: "http://issuer.test", subject: "bombs", email: "bombs@example.com", name: "Bombs" },
  });
  const session = (
    await (
      await fetch(`${api.url}/api/user/login`, {
        method: "POST",
        headers: { authorization: `Bearer ${login}` },
      })
    ).json()
  ).data;
  token = await signApiToken({ sub: session.ucid, sid: session.session_id });
}, 90_000);
afterAll(async () => {
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function upload(bytes: Uint8Array, name: string, lang = "en") {
  const form = new FormData();
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name));
  return fetch(`${api.url}/api/files`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}`, "accept-language": lang },
  });
}

it("keeps /api/health answering while bombs are read, refuses each naming its cap, and stores nothing", async () => {
  const latencies: number[] = [];
  let reading = true;
  const probe = (async () => {
    while (reading) {
      const started = performance.now();
      const res = await fetch(`${api.url}/api/health`);
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();

  const answers = await Promise.all([
    upload(office.xlsxSlowBomb(), "slow.xlsx"),
    upload(office.docxBomb(2 ** 30), "gigabyte.docx", "zh"),
    upload(office.entityBombDocx(), "laughs.docx"),
    upload(office.lyingDocx(200 * 2 ** 20, "both"), "lying.docx"),
  ]).then((all) => Promise.all(all.map(async (res) => ({ status: res.status, body: await res.json() }))));
  reading = false;
  await probe;

  expect(answers[0].status).toBe(413);
  expect(answers[0].body.errmsg).toMatch(
    /^File (unpacks to more than 32 MB|took longer than 10 seconds to read)/,
  );
  expect(answers[1]).toEqual({
    status: 413,
    body: {
      errno: 413,
      errmsg: "文件压缩比超过 100:1（允许的最高压缩比）",
      data: null,
      details: { file: "文件压缩比超过 100:1（允许的最高压缩比）" },
    },
  });
  expect(answers[2]).toMatchObject({
    status: 400,
    body: {
      errmsg: "File contains an XML document type (DTD) or entity declarations, which are not accepted",
    },
  });
  expect(answers[3]).toMatchObject({
    status: 400,
    body: { errmsg: "File is damaged: the sizes it states do not match its contents" },
  });

  expect(latencies.length).toBeGreaterThanOrEqual(3);
  // The bombs are read in worker threads that share the machine's two cores with the server and
  // the other Jest workers, so one probe may wait for a core; a read on the event loop would hold
  // every probe for the whole read (seconds to minutes), which these bounds catch.
  const sorted = [...latencies].sort((a, b) => a - b);
  expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(500);
  expect(sorted[sorted.length - 1]).toBeLessThan(2000);
  const files = path.join(dataDir, "files");
  expect(existsSync(files) ? readdirSync(files) : []).toEqual([]);

  const real = await upload(await office.realDocx(3), "spec.docx");
  expect(await real.json()).toMatchObject({ errno: 0, data: { kind: "document", text_status: "extracted" } });
}, 120_000);
