/**
 * Copies text to the clipboard; without the Clipboard API (plain http, an old browser, a denied
 * permission) it falls back to selecting `input` and the copy command. True when it worked.
 */
export async function copyText(
  text: string,
  input?: HTMLInputElement | HTMLTextAreaElement | null,
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!input) return false;
    input.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    }
  }
}
