/**
 * View source shows the page as a person would write it: one element a line, indented (the
 * stored page is often one long line). js-beautify's HTML formatter, loaded with the code view.
 * Scripts and styles are indented too; `<pre>` and `<textarea>` keep their text as it is.
 */
import { html as beautifyHtml } from "js-beautify";

export function formatHtml(source: string): string {
  return beautifyHtml(source, {
    indent_size: 2,
    wrap_line_length: 120,
    preserve_newlines: false,
    indent_inner_html: true,
    extra_liners: [],
    end_with_newline: true,
  });
}
