/**
 * Faults on the cluster (issue #21 §3; playwright.cluster.config.ts): the instance running a
 * round is killed with SIGKILL mid-generation. The other instance settles the round — failed,
 * the reply written so far kept, the points back exactly once — and the client's resume through
 * nginx reaches it and ends cleanly. The killed instance's supervisor starts it again, and the
 * chat takes a new message.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type BrowserContext } from "@playwright/test";
import { signIn } from "../helpers/sign-in";
import { parseSse } from "../../helpers/sse";
import { versionPath } from "@/lib/contracts/artifacts";

type ClusterState = { front: string; instances: { name: string; port: number; appPid: number }[] };
const clusterState = (): ClusterState =>
  JSON.parse(readFileSync(path.join(process.env.E2E_DATA_DIR!, "state.json"), "utf8"));

async function cookieHeader(context: BrowserContext): Promise<string> {
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
}

/** Reads a stream until `enough` says so (or it ends); keeps the connection's reader for the caller to drop. */
async function readUntil(res: Response, enough: (events: ReturnType<typeof parseSse>) => boolean) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let events = parseSse("");
  while (!enough(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    events = parseSse(text.slice(0, text.lastIndexOf("\n\n") + 2));
  }
  return { events, reader };
}

test("an instance killed mid-round: the survivor settles it, the resume ends cleanly, nothing is charged twice", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "killed.instance.e2e@example.com", "Kim Killed");
  const headers = {
    Cookie: await cookieHeader(context),
    Origin: baseURL!,
    "Accept-Language": "en",
    "Content-Type": "application/json",
  };
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${baseURL}/api${path}`, {
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string>) },
    });
  const balance = async () =>
    (await (await api("/user/points/balance")).json()).data.points_balance.availablePoints as number;

  const before = await balance();
  const chatId = (await (await api("/chats", { method: "POST", body: "{}" })).json()).data.id as string;
  const started = await api(`/chats/${chatId}/stream`, {
    method: "POST",
    body: JSON.stringify({
      mode: "prd",
      content: "A PRD for a team holiday planner: requests, approvals, a shared calendar and reminders",
    }),
  });
  expect(started.status).toBe(200);
  const roundId = started.headers.get("x-round-id")!;
  const upstream = started.headers.get("x-upstream")!; // which instance runs it (nginx names it)
  expect(upstream).toMatch(/^127\.0\.0\.1:\d+$/);
  // Let a little of the document stream and be saved (partial replies are saved every second).
  const firstAt = Date.now();
  const writing = (e: { data: Record<string, unknown> }) => e.data.kind === "prd" && e.data.op === "append";
  const { events: seen, reader } = await readUntil(
    started,
    (events) => events.some(writing) && Date.now() - firstAt > 2_000,
  );
  expect(seen.at(-1)!.data.type).not.toBe("done");
  expect(await balance()).toBeLessThan(before); // held while it runs

  const victim = clusterState().instances.find((i) => upstream.endsWith(`:${i.port}`))!;
  process.kill(victim.appPid, "SIGKILL");
  await reader.cancel().catch(() => {});

  // The client resumes through nginx: it reaches the other instance (or the restarted one) and ends.
  const lastSeen = seen.at(-1)!.id;
  const resumed = await api(`/chats/${chatId}/stream/${roundId}`, {
    headers: { "Last-Event-ID": String(lastSeen) },
  });
  expect(resumed.status).toBe(200);
  const rest = parseSse(await resumed.text());
  const ids = [...seen, ...rest].map((e) => e.id);
  expect(ids).toEqual(ids.map((_, i) => i + 1)); // each event once
  expect(rest.at(-1)!.data).toMatchObject({
    type: "error",
    errmsg:
      "The server answering this reply stopped; what it wrote so far is kept and your points were returned.",
  });

  // Settled once: the points are back, the message keeps what was written and says what happened.
  expect(await balance()).toBe(before);
  const chat = (await (await api(`/chats/${chatId}`)).json()).data;
  expect(chat.active_round_id).toBeNull();
  const answer = chat.messages.find((m: { role: string }) => m.role === "assistant");
  expect(answer.status).toBe("error");
  // The document it was writing is kept as a partial version on the message, as a Stop keeps it.
  expect(answer.extension.versions).toHaveLength(1);
  const partial = seen
    .filter(writing)
    .map((e) => e.data.content)
    .join("");
  const version = (
    await (
      await api(versionPath("prd", chatId, answer.extension.versions[0].id).replace(/^\/api/, ""))
    ).json()
  ).data;
  expect(version.content.startsWith(partial)).toBe(true);

  // The user sees it in the chat, and the chat takes a new message.
  await page.goto(`/chat/${chatId}`);
  await expect(page.getByText("The server answering this reply stopped", { exact: false })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("killed-instance-chat.png") });
  const again = await api(`/chats/${chatId}/stream`, {
    method: "POST",
    body: JSON.stringify({ content: "Summarise the plan in one line" }),
  });
  expect(again.status).toBe(200);
  expect(parseSse(await again.text()).at(-1)!.data.type).toBe("done");

  // The killed instance came back under its supervisor.
  await expect
    .poll(() => clusterState().instances.find((i) => i.name === victim.name)!.appPid, { timeout: 30_000 })
    .not.toBe(victim.appPid);
});
