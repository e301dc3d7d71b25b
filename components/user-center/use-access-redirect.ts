"use client";
import { useEffect } from "react";
import { isGated, isUnauthorized } from "@/lib/api/api-error";
import { useApiErrorHandler } from "@/lib/api/use-api-error-handler";

/** A section's failure that means "sign in again" (401) or "not admitted" (40003) leaves the page. */
export function useAccessRedirect(error: unknown): void {
  const handle = useApiErrorHandler();
  useEffect(() => {
    if (isUnauthorized(error) || isGated(error)) handle(error);
  }, [error, handle]);
}
