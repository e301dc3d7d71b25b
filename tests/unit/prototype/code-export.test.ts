/** get_code: the React export compiles with esbuild; the zip holds every page; HTML has no editor ids. */
import { transform } from "esbuild";
import JSZip from "jszip";
import { exportCode } from "@/server/artifacts/prototype/export/code-export";
import { htmlToReact } from "@/server/artifacts/prototype/export/react-export";
import { preparePage, repairPage } from "@/server/html/page-transform";
import { exportFileNameIn } from "@/server/i18n/export-file-name";
import { prototypePage } from "@/server/artifacts/shared/prototype-pages/offline/prototype-page";
import { PROTOTYPE_PROMPTS } from "../../fixtures/prototype-prompts";

async function offlinePage(index: number): Promise<string> {
  const c = PROTOTYPE_PROMPTS[index];
  const reply = prototypePage({
    userText: c.prompt,
    history: [],
    locale: c.lang,
    options: { prompt: c.prompt, device: c.device, language: c.lang },
  });
  return preparePage(reply.match(/```html\n([\s\S]*)\n```/)![1]);
}

describe("React export", () => {
  it.each([0, 1, 3, 4, 9])("prompt %i becomes JSX that compiles with esbuild", async (index) => {
    const jsx = htmlToReact(await offlinePage(index), "Page");
    const out = await transform(jsx, { loader: "jsx", jsx: "automatic", format: "esm" });
    expect(out.code).toMatch(/export default function Page|export \{\s*Page as default\s*\}/);
    expect(jsx).toContain("export default function Page()");
    expect(jsx).not.toMatch(/\sclass="/);
    expect(jsx).not.toContain("data-vs-id");
    expect(jsx).toContain("className=");
    expect(jsx).toMatch(/<(img|input|br)\b[^>]*\/>/);
  });

  it("converts attributes React names differently, styles to objects and inline handlers to functions", async () => {
    const jsx = htmlToReact(
      `<!DOCTYPE html><html><head><style>.x{color:red}</style></head><body class="bg-white"><label for="a" style="margin-top: 4px; --gap: 2px">A</label><input id="a" value="v" checked readonly tabindex="2"><svg viewBox="0 0 2 2" stroke-width="2"><path fill-rule="evenodd" d="M0 0"/></svg><button onclick="go()">{Go}</button><!-- note --><textarea>t</textarea></body></html>`,
    );
    expect(jsx).toContain('htmlFor="a"');
    expect(jsx).toContain(
      'style={/** @type {import("react").CSSProperties} */ ({ marginTop: "4px", "--gap": "2px" })}',
    );
    expect(jsx).toContain('defaultValue="v"');
    expect(jsx).toContain("defaultChecked");
    expect(jsx).toContain("readOnly");
    expect(jsx).toContain("tabIndex={2}");
    expect(jsx).toContain('strokeWidth="2"');
    expect(jsx).toContain('fillRule="evenodd"');
    expect(jsx).toContain('onClick={(event) => runInline(root, "go()", event)}');
    expect(jsx).toContain('{"{Go}"}');
    await expect(transform(jsx, { loader: "jsx", jsx: "automatic" })).resolves.toBeTruthy();
  });
});

describe("zip and HTML export", () => {
  it("zips every page of a set under its file name, without editor ids", async () => {
    const [a, b] = [await offlinePage(2), await offlinePage(0)];
    const out = await exportCode(
      [
        { file_name: "index.html", html: a, title: "Home" },
        { file_name: "login.html", html: b, title: "Sign in" },
      ],
      "zip",
      "Bean Voyage",
      (extension) => `Bean-Voyage-prototype-v2.${extension}`,
    );
    expect(out).toMatchObject({
      code_type: "zip",
      encoding: "base64",
      file_name: "Bean-Voyage-prototype-v2.zip",
    });
    const zip = await JSZip.loadAsync(Buffer.from(out.content, "base64"));
    expect(Object.keys(zip.files).sort()).toEqual(["index.html", "login.html"]);
    const index = await zip.file("index.html")!.async("string");
    expect(index).toContain("Bean Voyage");
    expect(index).not.toContain("data-vs-id");
    expect(index).toContain("data-vs-tailwind");
  });

  it("answers self-contained HTML", async () => {
    const out = await exportCode(
      [{ file_name: "index.html", html: await offlinePage(1), title: "x" }],
      "html",
      "Northwind dashboard",
      (extension) => `page.${extension}`,
    );
    expect(out.code_type).toBe("html");
    expect(out.content).toMatch(/^<!DOCTYPE html>/);
    expect(out.content).not.toContain("data-vs-id");
  });
});

describe("a page styled by its own <style> block", () => {
  const CSS = ".card{padding:20px;border:1px solid #e11d48}";
  it.each([
    ["a fragment", `<style>${CSS}</style><div class="card">Hi</div>`],
    [
      "a document without a head",
      `<!DOCTYPE html><html><style>${CSS}</style><body><div class="card">Hi</div></body></html>`,
    ],
    [
      "a style after the body",
      `<!DOCTYPE html><html><head></head><body><div class="card">Hi</div></body><style>${CSS}</style></html>`,
    ],
  ])("carries the CSS of %s into the component", async (_, html) => {
    const jsx = htmlToReact(await repairPage(html), "Page");
    expect(jsx).toContain(`const PAGE_CSS = ${JSON.stringify(CSS)};`);
    expect(jsx).toContain('<div className="card">Hi</div>');
    expect(jsx).not.toMatch(/DOCTYPE/i);
    await expect(transform(jsx, { loader: "jsx", jsx: "automatic" })).resolves.toBeTruthy();
  });

  it("keeps a style block's media query", () => {
    const jsx = htmlToReact(`<html><head><style media="print">${CSS}</style></head><body></body></html>`);
    expect(jsx).toContain(`const PAGE_CSS = ${JSON.stringify(`@media print {\n${CSS}\n}`)};`);
  });
});

describe("code file names", () => {
  it("follow the export rule, Chinese kept, while the component keeps a valid identifier", async () => {
    const out = await exportCode(
      [{ file_name: "index.html", html: await offlinePage(0), title: "记账本首页" }],
      "react",
      "记账本首页",
      (extension) =>
        exportFileNameIn("zh", { title: "记账本首页", kind: "prototype", version: 3, extension }),
    );
    expect(out.file_name).toBe("记账本首页-原型-v3.jsx");
    expect(out.content).toContain("export default function PrototypePage()");
  });
});
