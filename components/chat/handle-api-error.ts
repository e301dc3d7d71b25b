"use client";
import { toast } from "sonner";
import { ClientApiError, isWarning } from "@/lib/api/api-error";

const NOTICE_MS = 5000; // error notices last 5 s (spec §9)

/** Shows a failed call the way spec §8 says: 401 restarts sign-in, 40003 goes to /wait, others notify. */
export function handleApiError(error: unknown, fallback: string): void {
  if (error instanceof ClientApiError) {
    if (error.errno === 401) {
      // /auth/login is a route handler that redirects to the identity provider: a full navigation.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`/auth/login?callbackUrl=${encodeURIComponent(window.location.pathname)}`);
      return;
    }
    if (error.errno === 40003) {
      // A full load: the gate may have changed what the whole workspace may show.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/wait");
      return;
    }
    (isWarning(error.errno) ? toast.warning : toast.error)(error.message, { duration: NOTICE_MS });
    return;
  }
  toast.error(fallback, { duration: NOTICE_MS });
}
