/** Auth.js for the request guard: reads the session cookie only (no API, no database). */
import NextAuth from "next-auth";
import { baseAuthConfig } from "./auth-options";

// A plain config object (not the lazy form): the lazy form returns a promise from auth(handler).
export const { auth: proxyAuth } = NextAuth(baseAuthConfig());
