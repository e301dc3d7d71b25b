/**
 * Plays one quality case through the real API (Hono app on PGlite, the configured model —
 * the Offline model by default): a fresh user and chat, each turn streamed as the composer
 * sends it (attachments uploaded first, the template pick as `prototype_template_id`), and
 * the versions each round saved read back through the version routes.
 */
import { createTestApp, readSse, type TestApp } from "@/tests/helpers/test-app";
import { kindOfMode } from "@/lib/contracts/modes";
import { versionPath, type ArtifactKind } from "@/lib/contracts/artifacts";
import type { QualityCase, Turn } from "./corpus/types";

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export type Produced = {
  kind: ArtifactKind;
  id: string;
  number: number;
  title: string | null;
  content: string;
  designType: string;
  status: string;
};

export type RoundOutput = {
  reply: string;
  think: string;
  error: string | null;
  versions: Produced[];
};

export type CaseRun = {
  rounds: RoundOutput[];
  /** the first artifact re-read after the last round */ firstAgain: Produced | null;
};

let app: TestApp | null = null;

export async function benchApp(): Promise<TestApp> {
  app ??= await createTestApp();
  return app;
}

export async function closeBenchApp(): Promise<void> {
  await app?.close();
  app = null;
}

async function upload(
  t: TestApp,
  token: string,
  chatId: string,
  file: NonNullable<Turn["attachment"]>,
): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([file.text], { type: "text/plain" }), file.name);
  form.append("chat_id", chatId);
  const res = await t.call("/api/files", { method: "POST", token, body: form });
  const body = (await res.json()) as Json;
  if (body.errno !== 0) throw new Error(`upload failed: ${body.errmsg}`);
  return body.data.id as string;
}

async function readVersion(
  t: TestApp,
  token: string,
  chatId: string,
  kind: ArtifactKind,
  id: string,
): Promise<Produced> {
  const body = (await (await t.call(versionPath(kind, chatId, id), { token })).json()) as Json;
  const v = body.data as Json;
  return {
    kind,
    id: v.id,
    number: v.version_number,
    title: v.title ?? null,
    content: v.content,
    designType: v.design_type,
    status: v.status,
  };
}

export async function runCase(c: QualityCase, index: number): Promise<CaseRun> {
  const t = await benchApp();
  const { token } = await t.signIn(`bench-${index}-${c.id}@quality.local`);
  const chatId = ((await (await t.call("/api/chats", { method: "POST", token, json: {} })).json()) as Json)
    .data.id as string;
  const rounds: RoundOutput[] = [];
  for (const turn of c.turns) {
    const attachments = turn.attachment ? [await upload(t, token, chatId, turn.attachment)] : undefined;
    const body = {
      content: turn.content,
      mode: turn.mode,
      ...(turn.device_type ? { device_type: turn.device_type } : {}),
      ...(turn.template ? { prototype_template_id: turn.template } : {}),
      ...(attachments ? { attachments } : {}),
    };
    const res = await t.call(`/api/chats/${chatId}/stream`, {
      method: "POST",
      token,
      json: body,
      headers: { "Accept-Language": c.lang },
    });
    if (res.status !== 200) {
      rounds.push({ reply: "", think: "", error: `HTTP ${res.status}: ${await res.text()}`, versions: [] });
      continue;
    }
    const events = (await readSse(res)).map((e) => e.data as Json);
    await t.app.services.registry.drain();
    const reply = events
      .filter((e) => e.type === "content")
      .map((e) => e.content)
      .join("");
    const think = events
      .filter((e) => e.type === "think")
      .map((e) => e.content)
      .join("");
    const error = events.find((e) => e.type === "error")?.errmsg ?? null;
    const done = events.find((e) => e.type === "done");
    const refs = ((done?.versions as Json[] | undefined) ?? []).filter(
      (v) => v.kind === kindOfMode(turn.mode)?.id,
    );
    const versions: Produced[] = [];
    for (const ref of refs) versions.push(await readVersion(t, token, chatId, ref.kind, ref.id));
    rounds.push({ reply, think, error, versions });
  }
  const first = rounds[0]?.versions[0];
  const firstAgain =
    first && c.turns.length > 1 ? await readVersion(t, token, chatId, first.kind, first.id) : null;
  return { rounds, firstAgain };
}
