/** Which messages the list shows while a round streams, after it, and after a reload. */
import { displayMessages } from "@/lib/chat/display-messages";
import { IDLE_STREAMING, type StreamingState } from "@/lib/stores/chat-store";
import { message } from "../../helpers/stream-fixtures";

const older = [
  message({ id: "u0", role: "user", round_id: "r0", content: "first" }),
  message({ id: "a0", role: "assistant", round_id: "r0", content: "answer" }),
];
const kinds = (items: ReturnType<typeof displayMessages>) =>
  items.map((i) => (i.kind === "message" ? i.message.id : i.kind));
const streaming = (change: Partial<StreamingState>): StreamingState => ({ ...IDLE_STREAMING, ...change });

test("nothing live: the saved messages as they are", () => {
  expect(kinds(displayMessages(older, IDLE_STREAMING, "r0"))).toEqual(["u0", "a0"]);
});

test("right after sending: the user's text and the growing reply follow the saved messages", () => {
  const items = displayMessages(
    older,
    streaming({ active: true, pendingUserText: "second", reply: "Hel" }),
    null,
  );
  expect(kinds(items)).toEqual(["u0", "a0", "live-user", "live-reply"]);
  expect(items[3]).toMatchObject({ reply: { content: "Hel", active: true } });
});

test("the saved copy of the round being written is hidden, so no text shows twice", () => {
  const saved = [
    ...older,
    message({ id: "u1", role: "user", round_id: "r1", content: "second" }),
    message({ id: "a1", role: "assistant", round_id: "r1", status: "streaming", content: "Hel" }),
  ];
  expect(
    kinds(
      displayMessages(saved, streaming({ active: true, pendingUserText: "second", reply: "Hello" }), "r1"),
    ),
  ).toEqual(["u0", "a0", "live-user", "live-reply"]);
  // Before the round id is known, the server's streaming copy is still recognised.
  expect(
    kinds(
      displayMessages(saved, streaming({ active: true, pendingUserText: "second", reply: "Hello" }), null),
    ),
  ).toEqual(["u0", "a0", "live-user", "live-reply"]);
});

test("after a reload: the saved user message stays, the partial saved reply gives way to the replayed one", () => {
  const saved = [
    ...older,
    message({ id: "u1", role: "user", round_id: "r1", content: "second" }),
    message({ id: "a1", role: "assistant", round_id: "r1", status: "streaming", content: "Hel" }),
  ];
  expect(kinds(displayMessages(saved, streaming({ active: true, reply: "Hello wor" }), "r1"))).toEqual([
    "u0",
    "a0",
    "u1",
    "live-reply",
  ]);
});

test("once the saved messages hold the finished round, they win over the live copy", () => {
  const saved = [
    ...older,
    message({ id: "u1", role: "user", round_id: "r1", content: "second" }),
    message({ id: "a1", role: "assistant", round_id: "r1", status: "stopped", content: "Hello" }),
  ];
  expect(
    kinds(
      displayMessages(
        saved,
        streaming({ active: false, outcome: "stopped", pendingUserText: "second", reply: "Hello" }),
        "r1",
      ),
    ),
  ).toEqual(["u0", "a0", "u1", "a1"]);
});

test("a refused send keeps showing its error until the chat is settled", () => {
  const items = displayMessages(
    older,
    streaming({ outcome: "error", error: "busy", pendingUserText: "again" }),
    null,
  );
  expect(kinds(items)).toEqual(["u0", "a0", "live-user", "live-reply"]);
  expect(items[3]).toMatchObject({ reply: { outcome: "error", error: "busy" } });
});
