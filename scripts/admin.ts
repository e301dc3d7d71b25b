/**
 * `npm run admin -- <command>`: operator tasks (registration codes, wait list, capacity,
 * invite setting) against the RUNNING app, over HTTP with `Authorization: Operator <token>`.
 * Run `npm run admin -- --help` for the list.
 */
import { z } from "zod";
import { apiBase, CliError, EXIT, operatorCall, table } from "./admin/operator-client";

const HELP = `Usage: npm run admin -- <command> [options]

Commands:
  codes create [--count N] [--note TEXT]   create N registration codes (default 1), one per line
  codes list                               list codes and who used them
  waitlist list                            list the waiting queue
  waitlist approve <email|userId>          admit the user and send the approval e-mail
  capacity get                             show the registration capacity and admitted users
  capacity set <N|unlimited>               set the capacity (overrides REGISTRATION_CAPACITY)
  invites set <on|off>                     turn the invite setting on or off (on: an invite admits)
  notify add --type T --title "en|zh" --body "en|zh" [--priority high|medium|low]
             [--start ISO] [--end ISO] [--repeat SECONDS] [--version N]
                                           configure a notice (types: update, guide, tour_guide,
                                           announcement, feature, warning); --repeat makes it repeatable
  notify list                              list the notices active now
  feedback list [--category C] [--limit N] list user feedback, newest first (categories: prototype,
                                           prd, flowchart, other; default limit 100)

Environment:
  ADMIN_API_URL   the app (default http://127.0.0.1:$PORT, PORT default 3000)
  OPERATOR_TOKEN  the operator token; else <DATA_DIR>/operator-token is used (created if missing)

Exit codes: 0 done, 1 the API refused or failed, 2 wrong usage, 3 the API is unreachable.`;

type Settings = {
  registration_capacity: number | null;
  capacity_source: string;
  admitted_users: number;
  invites_enabled: boolean;
};
type Code = {
  code: string;
  note: string | null;
  usedBy?: string | null;
  usedByEmail?: string | null;
  usedAt?: string | null;
  createdAt: string;
};
type WaitEntry = {
  userId: string;
  email: string | null;
  name: string;
  status: string;
  admitted: boolean;
  createdAt: string;
  approvedAt: string | null;
};

const countSchema = z.coerce.number().int().min(1).max(1000);
const capacitySchema = z.union([z.literal("unlimited"), z.coerce.number().int().min(0).max(100_000_000)]);

function usage(message: string): never {
  throw new CliError(`${message}\nRun "npm run admin -- --help" for usage.`, EXIT.usage);
}

/** Splits argv into words and `--flag value` options (flags this CLI knows take one value). */
function parseArgs(argv: string[]): { words: string[]; options: Map<string, string> } {
  const words: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith("--")) {
      words.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    const value = inline ?? argv[++i];
    if (value === undefined) usage(`Option --${name} needs a value.`);
    options.set(name, value);
  }
  return { words, options };
}

function describeSettings(s: Settings): string {
  const capacity = s.registration_capacity === null ? "unlimited" : String(s.registration_capacity);
  return [
    `Registration capacity: ${capacity} (from ${s.capacity_source})`,
    `Admitted users: ${s.admitted_users}`,
    `Invites: ${s.invites_enabled ? "on" : "off"}`,
  ].join("\n");
}

async function run(argv: string[]): Promise<void> {
  if (argv.length === 0 || argv.includes("--help") || argv.includes("-h") || argv[0] === "help") {
    console.log(HELP);
    return;
  }
  const { words, options } = parseArgs(argv);
  const [area, action, arg, ...extra] = words;
  const allowed: Record<string, string[]> = {
    "codes create": ["count", "note"],
    "notify add": ["type", "title", "body", "priority", "start", "end", "repeat", "version"],
    "feedback list": ["category", "limit"],
  };
  const key = `${area} ${action ?? ""}`.trim();
  for (const name of options.keys())
    if (!allowed[key]?.includes(name)) usage(`Unknown option --${name} for "${key}".`);
  if (extra.length) usage(`Unexpected argument "${extra[0]}".`);

  switch (key) {
    case "codes create": {
      if (arg) usage(`Unexpected argument "${arg}".`);
      const parsed = countSchema.safeParse(options.get("count") ?? 1);
      if (!parsed.success) usage("--count must be a whole number from 1 to 1000.");
      const data = await operatorCall<{ codes: Code[] }>("POST", "/codes", {
        count: parsed.data,
        note: options.get("note"),
      });
      console.error(
        `Created ${data.codes.length} registration code(s)${options.get("note") ? ` (note: ${options.get("note")})` : ""}:`,
      );
      for (const c of data.codes) console.log(c.code);
      return;
    }
    case "codes list": {
      const { codes } = await operatorCall<{ codes: Code[] }>("GET", "/codes");
      if (!codes.length)
        return void console.log(
          "No registration codes yet. Create some: npm run admin -- codes create --count 5",
        );
      const rows = codes.map((c) => [
        c.code,
        c.usedBy ? "used" : "unused",
        c.usedByEmail ?? c.usedBy,
        c.usedAt,
        c.note,
        c.createdAt,
      ]);
      console.log(table(["CODE", "STATUS", "USED BY", "USED AT", "NOTE", "CREATED"], rows));
      return;
    }
    case "waitlist list": {
      const { entries } = await operatorCall<{ entries: WaitEntry[] }>("GET", "/waitlist");
      if (!entries.length) return void console.log("The wait list is empty.");
      const rows = entries.map((e) => [
        e.email,
        e.name,
        e.status,
        e.admitted ? "yes" : "no",
        e.createdAt,
        e.approvedAt,
        e.userId,
      ]);
      console.log(table(["EMAIL", "NAME", "STATUS", "ADMITTED", "JOINED", "APPROVED", "USER ID"], rows));
      return;
    }
    case "waitlist approve": {
      if (!arg) usage("Say whom to approve: npm run admin -- waitlist approve <email|userId>");
      const r = await operatorCall<{ userId: string; email: string | null; approved: boolean; mail: string }>(
        "POST",
        "/waitlist/approve",
        { user: arg },
      );
      const who = r.email ? `${r.email} (${r.userId})` : r.userId;
      console.log(
        r.approved
          ? `Approved ${who}; the user is admitted.`
          : `${who} was already approved; nothing changed.`,
      );
      if (r.approved) console.log(`Approval e-mail: ${r.mail}`);
      if (r.mail === "failed")
        throw new CliError(
          "The user is admitted, but the approval e-mail could not be sent (see the app log).",
          EXIT.failed,
        );
      return;
    }
    case "capacity get":
      console.log(describeSettings(await operatorCall<Settings>("GET", "/settings")));
      return;
    case "capacity set": {
      const parsed = capacitySchema.safeParse(arg);
      if (!parsed.success) usage('capacity set needs a whole number ≥ 0 or "unlimited".');
      console.log(
        describeSettings(
          await operatorCall<Settings>("PUT", "/settings/capacity", { capacity: parsed.data }),
        ),
      );
      return;
    }
    case "invites set": {
      if (arg !== "on" && arg !== "off") usage('invites set needs "on" or "off".');
      console.log(
        describeSettings(await operatorCall<Settings>("PUT", "/settings/invites", { enabled: arg === "on" })),
      );
      return;
    }
    case "notify add": {
      const [titleEn, titleZh = titleEn] = (options.get("title") ?? "").split("|");
      const [bodyEn, bodyZh = bodyEn] = (options.get("body") ?? "").split("|");
      if (!options.get("type") || !titleEn || !bodyEn)
        usage('notify add needs --type, --title "en|zh" and --body "en|zh".');
      const repeat = options.get("repeat");
      const r = await operatorCall<{ id: string; version: number }>("POST", "/notifications", {
        type: options.get("type"),
        title: { en: titleEn, zh: titleZh },
        body: { en: bodyEn, zh: bodyZh },
        priority: options.get("priority"),
        startTime: options.get("start"),
        endTime: options.get("end") ?? null,
        repeatable: Boolean(repeat),
        repeatInterval: repeat ? Number(repeat) : undefined,
        version: options.get("version") ? Number(options.get("version")) : undefined,
      });
      console.log(`Notice ${r.id} (version ${r.version}) configured.`);
      return;
    }
    case "notify list": {
      const { notifications } = await operatorCall<{
        notifications: {
          id: string;
          type: string;
          priority: string;
          title: string;
          startTime: string;
          endTime: string | null;
        }[];
      }>("GET", "/notifications");
      if (!notifications.length) return void console.log("No notice is active now.");
      console.log(
        table(
          ["ID", "TYPE", "PRIORITY", "TITLE", "FROM", "UNTIL"],
          notifications.map((n) => [n.id, n.type, n.priority, n.title, n.startTime, n.endTime]),
        ),
      );
      return;
    }
    case "feedback list": {
      const category = options.get("category");
      if (category && !["prototype", "prd", "flowchart", "other"].includes(category))
        usage("--category must be prototype, prd, flowchart or other.");
      const limit = options.get("limit") ?? "100";
      if (!/^\d{1,4}$/.test(limit) || Number(limit) < 1 || Number(limit) > 1000)
        usage("--limit must be a whole number from 1 to 1000.");
      const query = new URLSearchParams({ limit, ...(category ? { category } : {}) });
      const { feedback } = await operatorCall<{
        feedback: {
          category: string;
          content: string;
          email: string | null;
          name: string;
          userId: string;
          createdAt: string;
        }[];
      }>("GET", `/feedback?${query}`);
      if (!feedback.length) return void console.log("No feedback yet.");
      // One line per entry: the content's line breaks are shown as "⏎".
      const rows = feedback.map((f) => [
        f.createdAt,
        f.category,
        f.email ?? f.userId,
        f.content.replace(/\s*\n\s*/g, " ⏎ "),
      ]);
      console.log(table(["SENT", "CATEGORY", "FROM", "FEEDBACK"], rows));
      return;
    }
    default:
      usage(`Unknown command "${key}".`);
  }
}

run(process.argv.slice(2)).then(
  () => process.exit(EXIT.ok),
  (error: unknown) => {
    if (error instanceof CliError) console.error(error.message);
    else console.error(`Unexpected failure talking to ${apiBase()}:`, error);
    process.exit(error instanceof CliError ? error.code : EXIT.failed);
  },
);
