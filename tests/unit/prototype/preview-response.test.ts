/** How generated pages are answered: sandbox CSP without network, PREVIEW_ORIGIN redirects, the missing page. */
import { missingDocument, previewCsp, previewDocument, previewRedirect } from "@/lib/server/preview-response";

describe("preview documents", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("answer with an opaque-origin sandbox and no network beyond the page", async () => {
    delete process.env.PREVIEW_ORIGIN;
    const res = previewDocument("<!DOCTYPE html><html><body>x</body></html>");
    const csp = res.headers.get("content-security-policy")!;
    expect(csp.split("; ")[0]).toBe("sandbox allow-scripts allow-forms allow-popups allow-modals");
    expect(csp).not.toContain("allow-same-origin");
    for (const rule of [
      "default-src 'none'",
      "img-src data: blob:",
      "style-src 'unsafe-inline'",
      "script-src 'unsafe-inline'",
      "font-src data:",
      "form-action 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
    ])
      expect(csp).toContain(rule);
    expect(csp).not.toMatch(/connect-src|https?:/);
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.text()).toContain("<body>x</body>");
  });

  it("with PREVIEW_ORIGIN: the app's origin redirects there, the preview origin serves, the app may frame it", () => {
    process.env.PREVIEW_ORIGIN = "https://preview.example.com";
    process.env.APP_URL = "https://studio.example.com";
    const away = previewRedirect(
      new Request("https://studio.example.com/html/abc/def?page=p1", {
        headers: { host: "studio.example.com" },
      }),
    );
    expect(away?.status).toBe(302);
    expect(away?.headers.get("location")).toBe("https://preview.example.com/html/abc/def?page=p1");
    expect(
      previewRedirect(
        new Request("https://preview.example.com/html/abc", { headers: { host: "preview.example.com" } }),
      ),
    ).toBeNull();
    expect(previewCsp()).toContain("frame-ancestors 'self' https://studio.example.com");
    delete process.env.PREVIEW_ORIGIN;
    expect(previewRedirect(new Request("https://studio.example.com/html/abc"))).toBeNull();
  });

  it("says the page is missing, in the visitor's language, with Retry and Home", async () => {
    const en = missingDocument(new Request("http://localhost/html/x/y?page=z"), "preview");
    expect(en.status).toBe(404);
    const html = await en.text();
    expect(html).toContain("Page missing or expired");
    expect(html).toContain('href="/html/x/y?page=z"');
    const zh = await missingDocument(
      new Request("http://localhost/prototype-html/shared/x", { headers: { cookie: "NEXT_LOCALE=zh" } }),
      "shared",
    ).text();
    expect(zh).toContain("分享内容不存在或已过期");
    expect(zh).toContain("重试");
  });
});
