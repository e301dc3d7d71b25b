/**
 * @jest-environment jsdom
 */
/**
 * The menu loads Radix when it is about to be used: before that its trigger is a closed menu
 * button (what Radix's trigger says), a press or Enter opens the real menu once it has loaded, and
 * a trigger that loads while focused keeps the focus.
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { forgetLoadedMenu, Menu, MenuItem, MenuSeparator } from "@/components/ui/menu";

// jsdom lacks pointer events and what Radix's positioning reads.
beforeAll(() => {
  globalThis.PointerEvent ??= class extends MouseEvent {} as unknown as typeof PointerEvent;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

// Every test starts from a page where no menu has loaded yet.
beforeEach(() => forgetLoadedMenu());

function Example({
  onSelect = () => {},
  onOpenChange,
}: {
  onSelect?: () => void;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <Menu label="Chat actions" onOpenChange={onOpenChange} trigger={<button type="button">Actions</button>}>
      <MenuItem onSelect={onSelect}>Rename</MenuItem>
      <MenuSeparator />
      <MenuItem onSelect={() => {}}>Delete</MenuItem>
    </Menu>
  );
}

test("before it loads, the trigger is a closed menu button and no menu is drawn", () => {
  render(<Example />);
  const trigger = screen.getByRole("button", { name: "Actions" });
  expect(trigger.getAttribute("aria-haspopup")).toBe("menu");
  expect(trigger.getAttribute("aria-expanded")).toBe("false");
  expect(trigger.getAttribute("data-state")).toBe("closed");
  expect(screen.queryByRole("menu")).toBeNull();
});

test("a press on the trigger opens the menu once it has loaded; choosing an item runs it and closes the menu", async () => {
  const onSelect = jest.fn();
  const onOpenChange = jest.fn();
  render(<Example onSelect={onSelect} onOpenChange={onOpenChange} />);
  fireEvent.pointerDown(screen.getByRole("button", { name: "Actions" }), {
    button: 0,
    ctrlKey: false,
    pointerType: "mouse",
  });
  const menu = await screen.findByRole("menu", {}, { timeout: 5000 });
  expect(onOpenChange).toHaveBeenLastCalledWith(true);
  expect(screen.getByRole("button", { name: "Actions" }).getAttribute("aria-expanded")).toBe("true");
  expect(menu.querySelectorAll('[role="menuitem"]')).toHaveLength(2);
  await act(async () => fireEvent.click(screen.getByRole("menuitem", { name: "Rename" })));
  expect(onSelect).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  expect(onOpenChange).toHaveBeenLastCalledWith(false);
});

test("Enter on the trigger opens the menu (keyboard users get the same menu)", async () => {
  render(<Example />);
  const trigger = screen.getByRole("button", { name: "Actions" });
  fireEvent.keyDown(trigger, { key: "Enter" });
  expect(await screen.findByRole("menu", {}, { timeout: 5000 })).toBeTruthy();
});

test("a focused trigger that loads the menu ahead keeps the focus", async () => {
  render(
    <>
      <Example />
      <Menu label="Other" trigger={<button type="button">Other</button>}>
        <MenuItem onSelect={() => {}}>Item</MenuItem>
      </Menu>
    </>,
  );
  const trigger = screen.getByRole("button", { name: "Actions" });
  expect(trigger.id).toBe(""); // the placeholder (Radix's trigger has an id)
  act(() => trigger.focus());
  // Radix's trigger has replaced the placeholder: it has an id (Radix's) and still the focus.
  await waitFor(() => expect(screen.getByRole("button", { name: "Actions" }).id).not.toBe(""), {
    timeout: 5000,
  });
  expect(screen.getByRole("button", { name: "Actions" })).not.toBe(trigger);
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Actions" }));
  expect(screen.queryByRole("menu")).toBeNull();
  // The other menu's trigger, not yet used, still works: a press opens its menu at once.
  fireEvent.pointerDown(screen.getByRole("button", { name: "Other" }), {
    button: 0,
    ctrlKey: false,
    pointerType: "mouse",
  });
  expect((await screen.findByRole("menu", {}, { timeout: 5000 })).textContent).toContain("Item");
});
