/** GET /prototype/tags, /prototype/templates, /prototype/templates/{id}, /prototype/styles (helper calls). */
import { Hono } from "hono";
import type { AppEnv } from "@/server/http/app-env";
import { ApiError, ERRNO } from "@/server/http/api-error";
import { parseInput } from "@/server/http/validate";
import { templatesQuery, type TemplateDetailDto } from "@/lib/contracts/prototype";
import { PROTOTYPE_STYLES, styleJson } from "@/server/html/styles";
import { helperCall } from "../../shared/prototype-pages/helper-call";
import {
  listTemplates,
  loadTemplate,
  templateSummary,
  templateTags,
} from "../../shared/prototype-pages/templates";

export const catalogRoutes = new Hono<AppEnv>()
  .get("/prototype/tags", (c) =>
    helperCall(c, "tagsLoadFailed", [], async () => templateTags(c.get("locale"))),
  )
  .get("/prototype/templates", (c) =>
    helperCall(c, "templatesLoadFailed", [], async () =>
      listTemplates(c.get("locale"), parseInput(c, templatesQuery, c.req.query())),
    ),
  )
  .get("/prototype/templates/:id", (c) =>
    helperCall<TemplateDetailDto | null>(c, "templateNotFound", null, async () => {
      const found = await loadTemplate(c.req.param("id"));
      if (!found) throw new ApiError(ERRNO.NOT_FOUND, "templateNotFound");
      return { ...templateSummary(found.template, c.get("locale")), html: found.html };
    }),
  )
  .get("/prototype/styles", (c) =>
    helperCall(c, "stylesLoadFailed", [], async () =>
      PROTOTYPE_STYLES.map((s) => styleJson(s, c.get("locale"))),
    ),
  );
