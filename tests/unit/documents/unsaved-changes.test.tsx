/**
 * @jest-environment jsdom
 *
 * Unsaved edits are never dropped silently: switching versions or following a link out of the
 * chat asks to save or discard (or to keep editing), and closing the tab gets the browser's
 * warning while a viewer is dirty.
 */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { MESSAGES } from "@/messages";
import {
  confirmLeave,
  guardKey,
  registerUnsavedGuard,
  useUnsavedStore,
} from "@/components/viewer/unsaved-changes";
import { UnsavedChangesHost } from "@/components/viewer/unsaved-changes-host";

const en = MESSAGES.en as AbstractIntlMessages;

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

function guard(dirty: boolean, saves = true) {
  return { isDirty: jest.fn(() => dirty), save: jest.fn(async () => saves), discard: jest.fn() };
}

function host() {
  const view = render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <UnsavedChangesHost />
    </NextIntlClientProvider>,
  );
  // Any link of the page (the sidebar's chats, the account menu…).
  const link = document.createElement("a");
  link.href = "/chat/other";
  link.textContent = "Another chat";
  view.container.appendChild(link);
  return view;
}

beforeEach(() => {
  push.mockReset();
  useUnsavedStore.setState({ guards: {}, prompt: null });
});

describe("unsaved changes", () => {
  it("lets the caller go on at once when nothing is unsaved", async () => {
    const clean = guard(false);
    registerUnsavedGuard(guardKey("c1", "prd"), clean);
    await expect(confirmLeave(guardKey("c1", "prd"))).resolves.toBe(true);
    expect(useUnsavedStore.getState().prompt).toBeNull();
  });

  it.each([
    ["Keep editing", false, "none"],
    ["Discard", true, "discard"],
    ["Save", true, "save"],
  ] as const)("asks first; %s → go on: %s", async (button, goesOn, action) => {
    const dirty = guard(true);
    registerUnsavedGuard(guardKey("c1", "prd"), dirty);
    host();
    let answer: boolean | undefined;
    act(() => void confirmLeave(guardKey("c1", "prd")).then((a) => (answer = a)));
    const dialog = await screen.findByTestId("unsaved-changes-dialog");
    expect(within(dialog).getByText("Save your changes?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: button }));
    await waitFor(() => expect(answer).toBe(goesOn));
    expect(dirty.discard).toHaveBeenCalledTimes(action === "discard" ? 1 : 0);
    expect(dirty.save).toHaveBeenCalledTimes(action === "save" ? 1 : 0);
    await waitFor(() => expect(screen.queryByTestId("unsaved-changes-dialog")).toBeNull());
  });

  it("stays when saving fails", async () => {
    registerUnsavedGuard(guardKey("c1", "prd"), guard(true, false));
    host();
    let answer: boolean | undefined;
    act(() => void confirmLeave().then((a) => (answer = a)));
    fireEvent.click(
      within(await screen.findByTestId("unsaved-changes-dialog")).getByRole("button", { name: "Save" }),
    );
    await waitFor(() => expect(answer).toBe(false));
  });

  it("holds a link out of the chat until the user chooses, then follows it", async () => {
    const dirty = guard(true);
    registerUnsavedGuard(guardKey("c1", "prd"), dirty);
    host();
    fireEvent.click(screen.getByText("Another chat"));
    expect(push).not.toHaveBeenCalled();
    fireEvent.click(
      within(await screen.findByTestId("unsaved-changes-dialog")).getByRole("button", { name: "Discard" }),
    );
    await waitFor(() => expect(push).toHaveBeenCalledWith("/chat/other"));
    expect(dirty.discard).toHaveBeenCalled();
  });

  it("asks the browser to warn before the tab closes, only while something is unsaved", () => {
    const state = { dirty: true };
    registerUnsavedGuard(guardKey("c1", "mermaid"), {
      isDirty: () => state.dirty,
      save: async () => true,
      discard: () => {},
    });
    host();
    const closing = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);
    state.dirty = false;
    const again = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
  });
});
