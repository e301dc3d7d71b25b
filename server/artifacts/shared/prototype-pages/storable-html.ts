/**
 * HTML a user edited, made storable the way generated pages are: transformed (Tailwind compiled,
 * externals replaced, ids kept and added to new elements), then the deterministic repair; a 400
 * with the problems when it still does not pass. Nothing is overwritten.
 */
import { ApiError, ERRNO } from "@/server/http/api-error";
import { preparePage, repairPage } from "@/server/html/page-transform";
import { validatePage } from "@/server/html/validate-page";

export async function storableHtml(html: string): Promise<string> {
  let page = await preparePage(html);
  if (validatePage(page).length) page = await repairPage(page);
  const problems = validatePage(page);
  if (problems.length)
    throw new ApiError(
      ERRNO.INVALID,
      "htmlInvalid",
      {
        problems: problems
          .map((p) => p.message)
          .join("; ")
          .slice(0, 500),
      },
      { html_code: problems[0].message },
    );
  return page;
}
