/** Helpers for document tests: a chat, a round run to its end, the latest version of a kind. */
import { readSse, type TestApp } from "./test-app";

export async function newChat(t: TestApp, token: string): Promise<string> {
  return (await (await t.call("/api/chats", { method: "POST", token, json: {} })).json()).data.id;
}

export type RoundEvents = { id: number; data: Record<string, unknown> }[];

/** Runs one round through POST /chats/{id}/stream and returns its events (ends with done or error). */
export async function runRound(
  t: TestApp,
  token: string,
  chatId: string,
  body: Record<string, unknown>,
): Promise<RoundEvents> {
  const res = await t.call(`/api/chats/${chatId}/stream`, { method: "POST", token, json: body });
  if (res.headers.get("content-type")?.includes("application/json"))
    throw new Error(`round refused: ${await res.text()}`);
  const events = await readSse(res);
  await t.app.services.registry.drain();
  return events;
}

export function lastEvent(events: RoundEvents): Record<string, unknown> {
  return events.at(-1)!.data;
}

export async function latest(
  t: TestApp,
  token: string,
  chatId: string,
  path: string,
): Promise<{
  id: string;
  content: string;
  version_number: number;
  status: string;
  source: string;
  meta: Record<string, unknown>;
  title: string | null;
} | null> {
  return (await (await t.call(`/api/chats/${chatId}/${path}`, { token })).json()).data;
}
