/** Deploying lite apps: the signed-in routes and what an app's own host answers. */
export { agenticDeployRoutes } from "./routes";
export { agenticPublicRoutes, previewDataRoutes } from "./public-routes";
