"use client";
import { useCallback, useSyncExternalStore } from "react";

const EVENT = "stored-flag-change";

/**
 * A yes/no preference kept in localStorage (false on the server and until it is read), shared
 * by every component that reads the same key.
 */
export function useStoredFlag(key: string): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(
    (onChange) => {
      window.addEventListener(EVENT, onChange);
      window.addEventListener("storage", onChange);
      return () => {
        window.removeEventListener(EVENT, onChange);
        window.removeEventListener("storage", onChange);
      };
    },
    () => localStorage.getItem(key) === "1",
    () => false,
  );
  const set = useCallback(
    (next: boolean) => {
      localStorage.setItem(key, next ? "1" : "0");
      window.dispatchEvent(new Event(EVENT));
    },
    [key],
  );
  return [value, set];
}
