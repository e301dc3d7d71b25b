/** The words of a multi-page prototype: each page's title, then its visible text. */
import { parseMultPrototype } from "@/lib/contracts/content/prototype";
import { htmlText } from "../../space/readable-text";

export function multPrototypeText(content: string): string {
  const set = parseMultPrototype(content);
  if (!set) return htmlText(content);
  return set.pages.map((page) => `${page.title}\n${htmlText(page.html)}`).join("\n\n");
}
