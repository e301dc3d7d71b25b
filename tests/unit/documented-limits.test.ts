/**
 * The upload limits the README and .env.example state are the ones the code applies: a file up
 * to UPLOAD_MAX_MB (default 20 MB, configurable), an image at most 10 MB (spec §5, fixed).
 */
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_UPLOAD_MAX_MB, IMAGE_MAX_MB, uploadMaxMb } from "@/lib/contracts/uploads";
import { maxUploadBytes } from "@/lib/contracts/body-limits";

const read = (file: string) => fs.readFileSync(path.join(process.cwd(), file), "utf8");

test("the README's configuration table gives the upload default and names what is configurable", () => {
  const readme = read("README.md");
  const row = readme.split("\n").find((line) => line.startsWith("| Upload size |"));
  expect(row).toBeDefined();
  expect(row).toContain("`UPLOAD_MAX_MB`");
  expect(row).toContain(`${DEFAULT_UPLOAD_MAX_MB} MB per file`);
  expect(row).toContain(`images stay at most ${IMAGE_MAX_MB} MB`);
  // No sentence says uploads are limited to the image size any more.
  expect(readme).not.toMatch(/10 MB uploads/);
  expect(readme).toContain(
    `\`UPLOAD_MAX_MB\` (${DEFAULT_UPLOAD_MAX_MB} MB by default, configurable); an image at most ${IMAGE_MAX_MB} MB`,
  );
});

test(".env.example's UPLOAD_MAX_MB is the default the code uses", () => {
  const value = read(".env.example").match(/^UPLOAD_MAX_MB=(\d+)$/m)?.[1];
  expect(Number(value)).toBe(DEFAULT_UPLOAD_MAX_MB);
  expect(uploadMaxMb({})).toBe(DEFAULT_UPLOAD_MAX_MB);
});

test("the configured size is what the upload route's body limit follows, never under an image's 10 MB", () => {
  const MB = 1024 * 1024;
  expect(maxUploadBytes({})).toBeGreaterThanOrEqual(DEFAULT_UPLOAD_MAX_MB * MB);
  expect(maxUploadBytes({ UPLOAD_MAX_MB: "50" })).toBeGreaterThanOrEqual(50 * MB);
  expect(maxUploadBytes({ UPLOAD_MAX_MB: "2" })).toBeGreaterThanOrEqual(IMAGE_MAX_MB * MB);
});
