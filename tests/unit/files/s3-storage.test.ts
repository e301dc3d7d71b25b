/**
 * S3-compatible storage (DESIGN.md §1 files, §7 S3_*) against a real S3 server speaking the S3
 * wire protocol (s3rver) on 127.0.0.1: signed PUT, GET and DELETE, a missing key, a prefix, and
 * the settings read from the environment. Then the API itself on it: an upload round-trips.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import S3rver from "s3rver";
import { s3ConfigFromEnv, s3FileStorage, type S3Config } from "@/server/files/s3-storage";
import { createTestApp } from "../../helpers/test-app";
import { uploadSchema } from "@/lib/contracts/uploads";
import { dataOf } from "../../helpers/contract";

let server: S3rver;
let dir: string;
let config: S3Config;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vibe-s3-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: "vibe-files", configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  config = {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket: "vibe-files",
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    prefix: "uploads/",
  };
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

it("stores, reads and deletes bytes under random keys with the prefix", async () => {
  const storage = s3FileStorage(config);
  const bytes = new TextEncoder().encode("番茄钟是最常用的功能");
  const key = await storage.put(bytes);
  expect(key).toMatch(/^[a-f0-9]{32}$/);
  expect(new TextDecoder().decode((await storage.get(key))!)).toBe("番茄钟是最常用的功能");
  // The object lives under the prefix in the bucket.
  const listing = await (await fetch(`${config.endpoint}/vibe-files?prefix=uploads/`)).text();
  expect(listing).toContain(`uploads/${key}`);
  await storage.delete(key);
  expect(await storage.get(key)).toBeNull();
  await expect(storage.delete(key)).resolves.toBeUndefined();
  await expect(storage.get("../../etc/passwd")).rejects.toThrow("invalid storage key");
});

// s3rver checks the access key of the AWS4 Authorization header (it does not recompute V4
// signatures): a key it does not know is refused, and the refusal is an error, not a silent loss.
it("sends signed requests: an unknown access key is refused", async () => {
  const storage = s3FileStorage({ ...config, accessKeyId: "NOBODY" });
  await expect(storage.put(new Uint8Array([1, 2, 3]))).rejects.toThrow(
    /S3 put failed: 403 .*InvalidAccessKeyId/s,
  );
});

it("reads its settings from S3_* and names what a partial setting lacks", () => {
  expect(s3ConfigFromEnv({})).toBeNull();
  expect(
    s3ConfigFromEnv({
      S3_BUCKET: "b",
      S3_ENDPOINT: "http://s3.local",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
    }),
  ).toEqual({
    endpoint: "http://s3.local",
    bucket: "b",
    region: "us-east-1",
    accessKeyId: "k",
    secretAccessKey: "s",
    prefix: "",
    pathStyle: true,
  });
  expect(() => s3ConfigFromEnv({ S3_BUCKET: "b" })).toThrow(
    "Missing required environment variables: S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY",
  );
});

it("serves the API's uploads from S3", async () => {
  const t = await createTestApp({ services: { files: s3FileStorage(config) } });
  try {
    const user = await t.signIn("s3@example.com");
    const form = new FormData();
    form.append("file", new File(["Quarterly roadmap"], "roadmap.txt"));
    const upload = await dataOf(
      uploadSchema,
      await t.call("/api/files", { method: "POST", token: user.token, body: form }),
    );
    expect(await (await t.call(upload.url, { token: user.token })).text()).toBe("Quarterly roadmap");
    expect((await t.call(upload.url, { method: "DELETE", token: user.token })).status).toBe(200);
    expect((await t.call(upload.url, { token: user.token })).status).toBe(404);
  } finally {
    await t.close();
  }
});
