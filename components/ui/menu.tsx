"use client";
/**
 * The one menu of the product (Radix DropdownMenu: arrow keys, typeahead, Escape, focus
 * return). `trigger` must be a single focusable element (it is used `asChild`).
 * A menu never leaves the window: Radix flips and shifts it on collision, and a list taller than
 * the room left (the mode list in a short window) is capped at that room and scrolls inside.
 *
 * Radix's menu and its positioning engine load when a menu is about to be used (the pointer comes
 * over a trigger, the trigger gets focus or is pressed), not with the page: the workspace frame
 * draws menus on every page (the account menu, each chat's) and few are opened. Until then the
 * trigger says what Radix's trigger says (a closed menu button) and a press opens the menu as soon
 * as it has loaded.
 */
import { cloneElement, isValidElement, useLayoutEffect, useRef, useState } from "react";
import type { ComponentType, FocusEvent, KeyboardEvent, PointerEvent, ReactElement, ReactNode } from "react";
import { CheckIcon } from "./icons";

type Radix = typeof import("@radix-ui/react-dropdown-menu");

let radix: Radix | null = null;
let loading: Promise<Radix> | null = null;

function loadRadix(): Promise<Radix> {
  return (loading ??= import("@radix-ui/react-dropdown-menu").then((module) => (radix = module)));
}

/** For tests: as if no menu had loaded yet in this page. */
export function forgetLoadedMenu(): void {
  radix = null;
  loading = null;
}

/** The parts below render only inside an open menu, so after `loadRadix` has resolved. */
function parts(): Radix {
  if (!radix) throw new Error("menu parts rendered before the menu loaded");
  return radix;
}

type MenuProps = {
  trigger: ReactNode;
  children: ReactNode;
  align?: "start" | "center" | "end";
  side?: "top" | "right" | "bottom" | "left";
  /** A label for the menu itself (read when it opens). */
  label?: string;
  onOpenChange?: (open: boolean) => void;
  className?: string;
};

type TriggerProps = {
  disabled?: boolean;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

export function Menu({
  trigger,
  children,
  align = "end",
  side = "bottom",
  label,
  onOpenChange,
  className = "",
}: MenuProps) {
  const [loaded, setLoaded] = useState(radix !== null);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLElement | null>(null);
  // The trigger had focus when Radix's took its place: the new element gets it back.
  const refocus = useRef(false);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };

  useLayoutEffect(() => {
    if (loaded && refocus.current) {
      refocus.current = false;
      triggerRef.current?.focus();
    }
  }, [loaded]);

  if (!loaded || !radix) {
    const load = (element: HTMLElement, thenOpen: boolean) =>
      void loadRadix().then(() => {
        // Opening moves the focus into the menu; only a trigger loaded ahead keeps its focus.
        refocus.current = !thenOpen && document.activeElement === element;
        setLoaded(true);
        if (thenOpen) changeOpen(true);
      });
    return <TriggerBeforeLoad trigger={trigger} load={load} />;
  }

  const DropdownMenu = radix;
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={changeOpen}>
      <DropdownMenu.Trigger
        asChild
        ref={(node: HTMLButtonElement | null) => void (triggerRef.current = node)}
      >
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          side={side}
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          className={`z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-48 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-1 text-sm shadow-lg outline-none ${className}`}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The trigger until the menu has loaded: Radix's trigger's attributes, and what its keys and press do. */
function TriggerBeforeLoad({
  trigger,
  load,
}: {
  trigger: ReactNode;
  load: (element: HTMLElement, thenOpen: boolean) => void;
}) {
  if (!isValidElement<TriggerProps>(trigger)) return trigger;
  const own = trigger.props;
  // As Radix's trigger: a left press (without Ctrl) or Enter/Space/ArrowDown opens.
  return cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
    "aria-haspopup": "menu",
    "aria-expanded": false,
    "data-state": "closed",
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      load(event.currentTarget, false);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      load(event.currentTarget, false);
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event);
      if (own.disabled || event.defaultPrevented || event.button !== 0 || event.ctrlKey) return;
      event.preventDefault(); // the menu takes the focus when it opens, not the trigger
      load(event.currentTarget, true);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      own.onKeyDown?.(event);
      if (own.disabled || event.defaultPrevented || !["Enter", " ", "ArrowDown"].includes(event.key)) return;
      event.preventDefault();
      load(event.currentTarget, true);
    },
  });
}

type MenuItemProps = {
  onSelect: () => void;
  children: ReactNode;
  icon?: ComponentType<{ className?: string }>;
  destructive?: boolean;
  disabled?: boolean;
  /** Something shown at the end of the row (a shortcut, a badge). */
  hint?: ReactNode;
  testId?: string;
};

export function MenuItem({
  onSelect,
  children,
  icon: Icon,
  destructive,
  disabled,
  hint,
  testId,
}: MenuItemProps) {
  const DropdownMenu = parts();
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      disabled={disabled}
      data-testid={testId}
      className={`flex cursor-default items-center gap-2.5 rounded-lg px-2.5 py-2 outline-none select-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-brand-600 data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100 ${
        destructive ? "text-red-700 data-[highlighted]:bg-red-50" : "text-ink-900"
      }`}
    >
      {Icon && <Icon className={`h-4 w-4 shrink-0 ${destructive ? "text-red-600" : "text-ink-500"}`} />}
      <span className="min-w-0 flex-1 truncate">{children}</span>
      {hint && <span className="shrink-0 text-xs text-ink-500">{hint}</span>}
    </DropdownMenu.Item>
  );
}

export function MenuSeparator() {
  const DropdownMenu = parts();
  return <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />;
}

export function MenuLabel({ children }: { children: ReactNode }) {
  const DropdownMenu = parts();
  return (
    <DropdownMenu.Label className="px-2.5 pt-2 pb-1 text-xs font-medium text-ink-500">
      {children}
    </DropdownMenu.Label>
  );
}

/** A radio group of choices inside a menu (the mode and model pickers). */
export function MenuRadioGroup({
  value,
  onValueChange,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}) {
  const DropdownMenu = parts();
  return (
    <DropdownMenu.RadioGroup value={value} onValueChange={onValueChange}>
      {children}
    </DropdownMenu.RadioGroup>
  );
}

export function MenuRadioItem({
  value,
  children,
  testId,
  disabled,
}: {
  value: string;
  children: ReactNode;
  testId?: string;
  disabled?: boolean;
}) {
  const DropdownMenu = parts();
  return (
    <DropdownMenu.RadioItem
      value={value}
      disabled={disabled}
      data-testid={testId}
      className="relative flex cursor-default items-center gap-2.5 rounded-lg py-2 pr-2.5 pl-8 text-ink-900 outline-none select-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-brand-600 data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100 data-[state=checked]:font-medium"
    >
      <DropdownMenu.ItemIndicator className="absolute left-2.5 inline-flex">
        <CheckIcon className="h-4 w-4 text-brand-600" strokeWidth={2.2} />
      </DropdownMenu.ItemIndicator>
      {children}
    </DropdownMenu.RadioItem>
  );
}
