"use client";
import { useCallback } from "react";
import { SWRConfig } from "swr";
import { fetcher } from "@/lib/api/client";
import { isGated, isUnauthorized } from "@/lib/api/api-error";
import { useApiErrorHandler } from "@/lib/api/use-api-error-handler";

export function SWRProvider({ children }: { children: React.ReactNode }) {
  const handle = useApiErrorHandler();
  // Any read that answers 401 restarts sign-in, 40003 goes to /wait (spec §8); other failures stay
  // with the component that made the call.
  const onError = useCallback(
    (error: unknown) => {
      if (isUnauthorized(error) || isGated(error)) handle(error);
    },
    [handle],
  );
  return (
    <SWRConfig value={{ fetcher, revalidateOnFocus: false, shouldRetryOnError: false, onError }}>
      {children}
    </SWRConfig>
  );
}
