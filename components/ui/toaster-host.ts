"use client";
/**
 * Which toast host is on the page. The root layout's LazyToaster loads sonner when the browser is
 * idle; the workspace has sonner in its own JavaScript already (every API failure is a toast),
 * so it mounts its own host from that code (components/workspace/workspace-toaster.tsx) and the
 * lazy one stands aside: the workspace does not download sonner a second time. Both show toasts
 * the same way (TOASTER_PROPS); sonner's toasts live in its module, so a host that takes over
 * (after leaving the workspace) shows those still active.
 */
import { useSyncExternalStore } from "react";

/** Toasts last 2 s; error notices pass 5 s (spec §9). */
export const TOASTER_PROPS = { position: "top-center", duration: 2000, richColors: true } as const;

let hosts = 0;
const listeners = new Set<() => void>();

/** Registers a host while it is mounted (an effect's setup; returns its cleanup). */
export function registerToasterHost(): () => void {
  hosts++;
  listeners.forEach((listener) => listener());
  return () => {
    hosts--;
    listeners.forEach((listener) => listener());
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while another host (the workspace's) is mounted. */
export function useOtherToasterHost(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hosts > 0,
    () => false,
  );
}
