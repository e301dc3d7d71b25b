"use client";
import { useCallback } from "react";
import { useFormatter } from "next-intl";

/** Dates and numbers in the UI language; a missing or invalid date gives null. */
export function useAccountFormat() {
  const format = useFormatter();
  const date = useCallback(
    (value: string | null | undefined, withTime = false) => {
      if (!value) return null;
      const parsed = new Date(value);
      if (Number.isNaN(parsed.getTime())) return null;
      return format.dateTime(
        parsed,
        withTime ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "long" },
      );
    },
    [format],
  );
  const number = useCallback((value: number) => format.number(value), [format]);
  return { date, number };
}
