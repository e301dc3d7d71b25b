/**
 * Sub-domain names of deployed apps: one DNS label, from the app's title where it can be
 * (`pomodoro-timer-k3x9`), unique among generated names and custom sub-domains alike.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { deployments, domainMappings } from "@/server/db/schema";

/**
 * Names that would read as the product's own hosts: `localhost.localhost` resolves like the
 * machine itself, `issuer` names the sign-in service.
 */
export const RESERVED_LABELS = new Set([
  "www",
  "api",
  "admin",
  "app",
  "apps",
  "mail",
  "static",
  "assets",
  "auth",
  "login",
  "localhost",
  "issuer",
]);

/**
 * Reserved, or a punycode label (`xn--…`): a browser shows that one as other letters, which can
 * look like someone else's name (`xn--pple-43d` reads as "аpple" with a Cyrillic "а").
 */
export function isReservedLabel(label: string): boolean {
  return RESERVED_LABELS.has(label) || label.startsWith("xn--");
}

const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

function suffix(length = 4): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
}

/** The ASCII words of a title as a label stem (`"Pomodoro Timer!"` → `pomodoro-timer`); `app` when none. */
export function labelStem(title: string): string {
  const stem = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/g, "");
  return stem.length >= 2 ? stem : "app";
}

/** Whether a label is held by any deployment or custom sub-domain (of anyone). */
export async function labelTaken(db: Db, label: string): Promise<boolean> {
  if (isReservedLabel(label)) return true;
  const [deployed] = await db
    .select({ id: deployments.id })
    .from(deployments)
    .where(eq(deployments.subdomain, label))
    .limit(1);
  if (deployed) return true;
  const [mapped] = await db
    .select({ id: domainMappings.id })
    .from(domainMappings)
    .where(eq(domainMappings.domain, label))
    .limit(1);
  return Boolean(mapped);
}

/** A free generated name for a new deployment. */
export async function freshLabel(db: Db, title: string): Promise<string> {
  const stem = labelStem(title);
  for (let attempt = 0; attempt < 8; attempt++) {
    const label = `${stem}-${suffix(attempt < 4 ? 4 : 8)}`;
    if (!(await labelTaken(db, label))) return label;
  }
  throw new Error("no free sub-domain name");
}
