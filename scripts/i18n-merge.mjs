// Merges keys into messages/en.json and messages/zh.json without touching others' keys:
//   node scripts/i18n-merge.mjs file.json     where file.json = { "en": {…}, "zh": {…} }
// Nested objects merge; leaves you give replace existing ones. Writes 2-space JSON + newline.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const input = JSON.parse(readFileSync(process.argv[2], "utf8"));
const isTree = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
const merge = (into, from) => {
  for (const [key, value] of Object.entries(from))
    into[key] = isTree(value) && isTree(into[key]) ? merge(into[key], value) : value;
  return into;
};
for (const locale of ["en", "zh"]) {
  if (!input[locale]) continue;
  const file = path.join(root, "messages", `${locale}.json`);
  const current = JSON.parse(readFileSync(file, "utf8"));
  writeFileSync(file, `${JSON.stringify(merge(current, input[locale]), null, 2)}\n`);
}
