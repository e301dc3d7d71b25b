"use client";
import { SWRConfig } from "swr";
import { fetcher } from "@/lib/api/client";

export function SWRProvider({ children }: { children: React.ReactNode }) {
  return <SWRConfig value={{ fetcher, revalidateOnFocus: false, shouldRetryOnError: false }}>{children}</SWRConfig>;
}
