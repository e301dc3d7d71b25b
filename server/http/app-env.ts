import type { Logger } from "pino";
import type { Locale } from "../i18n/api-messages";
import type { Db } from "../db/client";
import type { users } from "../db/schema";
import type { AppServices } from "../app-services";

/** What every request handler can read from the Hono context. */
export type AppEnv = {
  Variables: {
    requestId: string;
    locale: Locale;
    log: Logger;
    db: Db;
    services: AppServices;
    user: typeof users.$inferSelect;
    /** The server session the request's token belongs to (services/sessions.ts). */
    sessionId: string;
  };
};
