import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    user: { id: string } & DefaultSession["user"];
    /** The server session this cookie belongs to (revoked by logout); server code reads it. */
    sid?: string;
  }
}
