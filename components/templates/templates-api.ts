/** The PRD template calls (spec §7 "template list/create/update/delete"), through the BFF. */
import { apiRequest } from "@/lib/api/client";
import type { TemplateCopyInput, TemplateDto, TemplateInput } from "@/lib/contracts/templates";

export const TEMPLATES_KEY = "/api/templates";

const itemPath = (id: string) => `${TEMPLATES_KEY}/${encodeURIComponent(id)}`;

export const templatesApi = {
  list: () => apiRequest<TemplateDto[]>(TEMPLATES_KEY),
  create: (input: TemplateInput) => apiRequest<TemplateDto>(TEMPLATES_KEY, { method: "POST", json: input }),
  copy: (input: TemplateCopyInput) => apiRequest<TemplateDto>(TEMPLATES_KEY, { method: "POST", json: input }),
  update: (id: string, input: TemplateInput) =>
    apiRequest<TemplateDto>(itemPath(id), { method: "PUT", json: input }),
  remove: (id: string) => apiRequest<unknown>(itemPath(id), { method: "DELETE" }),
};
