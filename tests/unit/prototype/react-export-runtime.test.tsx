/**
 * A React export runs as its page did: compiled by esbuild, mounted in StrictMode (effects run
 * twice on the same DOM), its scripts run once — no "Identifier 'clicks' has already been
 * declared", no listener bound twice —, DOMContentLoaded listeners called, inline handlers
 * finding the scripts' functions, attribute values with quotes and style values with `;` kept.
 * (A Node test with a jsdom window installed: esbuild does not run inside Jest's jsdom.)
 */
import { act, StrictMode, createElement, type ComponentType } from "react";
import * as React from "react";
import * as JsxRuntime from "react/jsx-runtime";
import { createRoot } from "react-dom/client";
import { transform } from "esbuild";
import { htmlToReact } from "@/server/artifacts/prototype/export/react-export";
import { installDom } from "../../helpers/install-dom";

const PAGE = `<!DOCTYPE html><html><head>
<script>
let clicks = 0;
function go() { clicks += 1; document.getElementById("out").textContent = "clicks " + clicks; }
document.addEventListener("DOMContentLoaded", () => { document.getElementById("ready").textContent = "ready"; });
</script></head>
<body class="bg-white">
<div id="quoted" data-config='{"a":1}' title='Say "hi"' aria-label="Tom &amp; Jerry" style="background-image: url(data:image/svg+xml;base64,PHN2Zy8+); color: rgb(1, 2, 3)">Tom &amp; Jerry {x} &lt;y&gt;</div>
<button id="go" onclick="go()">Go</button>
<a id="link" href="#top" onclick="return false">Stay</a>
<p id="out"></p><p id="ready"></p>
<script>
document.getElementById("go").addEventListener("click", () => {
  const body = document.getElementById("out");
  body.dataset.listened = String(Number(body.dataset.listened || 0) + 1);
});
</script>
</body></html>`;

async function compile(html: string): Promise<ComponentType> {
  const { code } = await transform(htmlToReact(html, "Page"), {
    loader: "jsx",
    jsx: "automatic",
    format: "cjs",
  });
  const loaded = { exports: {} as { default?: ComponentType } };
  const modules: Record<string, unknown> = { react: React, "react/jsx-runtime": JsxRuntime };
  new Function("require", "module", "exports", code)((name: string) => modules[name], loaded, loaded.exports);
  return loaded.exports.default!;
}

describe("React export at run time", () => {
  let errors: jest.SpyInstance;
  let removeDom: () => void;
  beforeAll(() => {
    removeDom = installDom();
  });
  afterAll(() => removeDom());
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    errors = jest.spyOn(console, "error");
  });
  afterEach(() => errors.mockRestore());

  it("runs the page's scripts once under StrictMode, and again in its own scope on a new mount", async () => {
    const Page = await compile(PAGE);
    const container = document.createElement("div");
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => root.render(createElement(StrictMode, null, createElement(Page))));
    await act(async () => undefined);

    expect(container.querySelector("#ready")!.textContent).toBe("ready");
    await act(async () => (container.querySelector("#go") as HTMLButtonElement).click());
    expect(container.querySelector("#out")!.textContent).toBe("clicks 1");
    expect((container.querySelector("#out") as HTMLElement).dataset.listened).toBe("1");

    const link = container.querySelector("#link") as HTMLAnchorElement;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    await act(async () => link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);

    // Unmounted and mounted again on new DOM: the scripts run again without colliding.
    await act(async () => root.unmount());
    const again = createRoot(container);
    await act(async () => again.render(createElement(StrictMode, null, createElement(Page))));
    await act(async () => (container.querySelector("#go") as HTMLButtonElement).click());
    expect(container.querySelector("#out")!.textContent).toBe("clicks 1");
    await act(async () => again.unmount());
    container.remove();
    expect(errors).not.toHaveBeenCalled();
  });

  it("keeps attribute values with quotes and ampersands, and style values with ; inside url()", async () => {
    const Page = await compile(PAGE);
    const container = document.createElement("div");
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => root.render(createElement(Page)));
    const quoted = container.querySelector("#quoted") as HTMLElement;
    expect(quoted.getAttribute("data-config")).toBe('{"a":1}');
    expect(quoted.getAttribute("title")).toBe('Say "hi"');
    expect(quoted.getAttribute("aria-label")).toBe("Tom & Jerry");
    expect(quoted.style.backgroundImage).toBe('url("data:image/svg+xml;base64,PHN2Zy8+")');
    expect(quoted.style.color).toBe("rgb(1, 2, 3)");
    expect(quoted.textContent).toBe("Tom & Jerry {x} <y>");
    await act(async () => root.unmount());
    container.remove();
  });

  it("keeps the component up when a script fails: the error is reported, handlers still run", async () => {
    const Page = await compile(
      PAGE.replace("let clicks = 0;", "let clicks = 0; function early() { return 1; }").replace(
        'document.getElementById("go").addEventListener',
        'document.getElementById("missing").addEventListener',
      ),
    );
    const container = document.createElement("div");
    document.body.appendChild(container);
    const root = createRoot(container);
    errors.mockImplementation(() => undefined);
    await act(async () => root.render(createElement(Page)));
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0][0])).toMatch(/addEventListener/);
    await act(async () => (container.querySelector("#go") as HTMLButtonElement).click());
    expect(container.querySelector("#out")!.textContent).toBe("clicks 1");
    await act(async () => root.unmount());
    container.remove();
  });
});
