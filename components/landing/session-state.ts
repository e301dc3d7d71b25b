/**
 * Whether the visitor of a public page is signed in, read from the session cookie on the server
 * (the public pages ship no client-side session code). Once per request.
 */
import { cache } from "react";
import { auth } from "@/lib/auth/auth";

export const isSignedIn = cache(async (): Promise<boolean> => {
  try {
    return Boolean((await auth())?.user?.id);
  } catch {
    return false; // an unreadable cookie is a visitor
  }
});
