// A bench's command-line numbers: `--runs 40` → numberOption('runs', default).
const args = process.argv.slice(2);

export function numberOption(name, def) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
}
