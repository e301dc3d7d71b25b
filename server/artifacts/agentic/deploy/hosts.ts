/**
 * A deployed lite app's own host: none of the product's pages, guards, cookies or API; every page
 * path goes to the app (app/lite-host/…, serve-host.ts), which sets its own policy.
 */
import type { KindHosts } from "../../host-types";
import { appsDomain } from "./config";
import { appLabelOfHost } from "./host-name";

export const liteAppHosts: KindHosts = {
  owns: (host) => appLabelOfHost(host, appsDomain()) !== null,
  pagesPath: "/lite-host",
  serve: async (request, path, search, fetchApi) =>
    (await import("./serve-host")).serveAppHost(request, path, search, fetchApi, appsDomain()),
};
