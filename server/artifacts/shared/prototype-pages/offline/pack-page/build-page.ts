/** One designed page from a prompt: intent → content → sections → document. */
import type { DesignType } from "@/lib/contracts/artifacts";
import { DEFAULT_STYLE_ID, findStyle } from "@/server/html/styles";
import { detectDeals, detectKind, packFor } from "./intent";
import { themeOf } from "../kit";
import { pageDocument } from "../document";
import { pageBody, pageNameOf } from "./pages";
import { pickProduct } from "./products";
import { domainBrand } from "../brand";
import { seedOf } from "../sample-data";
import type { Lang, PageKind, PageRequest } from "./types";

export type BuildInput = {
  prompt: string;
  lang: Lang;
  device: DesignType;
  styleId?: string;
  deep?: boolean;
  kind?: PageKind;
  links?: PageRequest["links"];
};

export function pageRequest(input: BuildInput): PageRequest {
  const style = findStyle(input.styleId) ?? findStyle(DEFAULT_STYLE_ID)!;
  const kind = input.kind ?? detectKind(input.prompt);
  const product = pickProduct(input.prompt, input.lang);
  return {
    kind,
    device: input.device,
    lang: input.lang,
    // A product page is the shop of what it sells (grapes come from a grocery, not a gadget store);
    // another page goes by a name of its own domain — a café is not the food-delivery pack's "饭点到".
    pack: packFor(
      input.prompt,
      input.lang,
      kind === "product"
        ? product.store
        : (domainBrand(input.prompt, input.lang, seedOf(input.prompt)) ?? undefined),
    ),
    product,
    deals: detectDeals(input.prompt),
    theme: themeOf(style),
    deep: Boolean(input.deep),
    links: input.links,
  };
}

export function buildPage(input: BuildInput): { html: string; request: PageRequest; title: string } {
  const request = pageRequest(input);
  const title = pageNameOf(request);
  return {
    html: pageDocument(
      { lang: request.lang, device: request.device, brand: request.pack.brand, title },
      request.theme,
      pageBody(request),
    ),
    request,
    title,
  };
}
