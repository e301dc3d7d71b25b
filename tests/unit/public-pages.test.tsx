/**
 * Server-rendered public pages (landing, about, user manual, template preview): landmarks,
 * headings, links and texts in both languages (issue 3). The pages are rendered with React's
 * static renderer and next-intl's server translator over messages/<locale>.json, without a
 * client-side provider.
 * Set WRITE_PUBLIC_PAGES_TO=<dir> to also write the rendered HTML there (for visual checks).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { createTranslator } from "next-intl";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";
import HomePage, { generateMetadata as homeMetadata } from "@/app/(marketing)/page";
import AboutPage from "@/app/(marketing)/about/page";
import UserManualPage, { generateMetadata as manualMetadata } from "@/app/(marketing)/user-manual/page";
import TemplatePreviewPage, { generateMetadata as previewMetadata } from "@/app/template-preview/page";
import { MANUAL_SECTIONS } from "@/components/manual/manual-sections";
import { PROTOTYPE_TEMPLATES } from "@/lib/contracts/prototype-gallery";

const mockLocale = { current: "en" as "en" | "zh" };
const mockSession = { signedIn: false };

// The header and footer read the session cookie on the server; here the visitor is chosen per test.
jest.mock("@/components/landing/session-state", () => ({ isSignedIn: async () => mockSession.signedIn }));

jest.mock("next-intl/server", () => ({
  getLocale: async () => mockLocale.current,
  getTranslations: async (namespace?: string) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require("next-intl").createTranslator({
      locale: mockLocale.current,
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      messages: mockLocale.current === "zh" ? require("@/messages/zh.json") : require("@/messages/en.json"),
      namespace,
    }),
}));
async function renderPage(element: Promise<ReactNode> | ReactNode, name: string): Promise<Document> {
  // No NextIntlClientProvider: public pages must render with server-side translations alone,
  // so that no client-side message formatter ships with them (issue 3: first-load JavaScript).
  const { prelude } = await prerender(<>{await element}</>);
  const html = await new Response(prelude).text();
  const out = process.env.WRITE_PUBLIC_PAGES_TO;
  if (out) {
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, `${name}.${mockLocale.current}.html`), html);
  }
  return new JSDOM(`<!doctype html><html><body>${html}</body></html>`).window.document;
}

function headingLevels(doc: Document): number[] {
  return [...doc.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1]));
}

function expectLandmarksAndHeadings(doc: Document) {
  expect(doc.querySelectorAll("main")).toHaveLength(1);
  expect(doc.querySelectorAll("h1")).toHaveLength(1);
  expect(doc.querySelectorAll("header").length).toBeGreaterThanOrEqual(1);
  expect(doc.querySelectorAll("footer")).toHaveLength(1);
  for (const nav of doc.querySelectorAll("nav"))
    expect(nav.getAttribute("aria-label") || nav.getAttribute("aria-labelledby")).toBeTruthy();
  const levels = headingLevels(doc);
  expect(levels[0]).toBe(1);
  levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]).toBeLessThanOrEqual(1));
  for (const img of doc.querySelectorAll("img")) expect(img.hasAttribute("alt")).toBe(true);
  const ids = [...doc.querySelectorAll("[id]")].map((el) => el.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const link of doc.querySelectorAll("a"))
    expect(link.textContent?.trim() || link.getAttribute("aria-label")).toBeTruthy();
}

describe.each(["en", "zh"] as const)("%s", (locale) => {
  beforeEach(() => {
    mockLocale.current = locale;
    mockSession.signedIn = false;
  });
  const m = locale === "zh" ? zh : en;

  test("landing page: hero, features, workflow, gallery, call to action and footer", async () => {
    const doc = await renderPage(HomePage(), "home");
    expectLandmarksAndHeadings(doc);
    expect(doc.querySelector("h1")?.textContent).toBe(m.landing.hero.title);
    for (const key of Object.keys(m.landing.features.items))
      expect(doc.body.textContent).toContain(
        m.landing.features.items[key as keyof typeof m.landing.features.items].title,
      );
    expect(doc.querySelectorAll("#how-it-works ol > li")).toHaveLength(3);
    expect(doc.querySelectorAll("#gallery ul a[href^='/template-preview?slug=']")).toHaveLength(6);
    // Each card can start a prototype chat from its template (a GET form to /chat?template=…).
    expect(
      [
        ...doc.querySelectorAll<HTMLInputElement>("#gallery ul form[action='/chat'] input[name='template']"),
      ].map((i) => i.value),
    ).toHaveLength(6);
    expect(doc.querySelector('header a[href="/about"]')).toBeTruthy();
    expect(doc.querySelector('header a[href="/user-manual"]')).toBeTruthy();
    expect(doc.querySelector('header a[href="/auth/login"]')?.textContent).toBe(m.landing.nav.signIn);
    expect(doc.querySelector('header a[href="/chat"]')?.textContent).toBe(m.landing.nav.start);
    expect(doc.querySelector('[role="img"]')?.getAttribute("aria-label")).toBe(m.landing.hero.visualLabel);
    expect(doc.querySelector("footer")?.textContent).toContain(String(new Date().getFullYear()));
  });

  test("user manual: a table of contents linking to every section", async () => {
    const doc = await renderPage(UserManualPage(), "user-manual");
    expectLandmarksAndHeadings(doc);
    const toc = [...doc.querySelectorAll("nav[aria-labelledby] a")].map((a) => a.getAttribute("href"));
    expect(toc).toEqual(MANUAL_SECTIONS.map((id) => `#${id}`));
    for (const id of MANUAL_SECTIONS) expect(doc.getElementById(id)?.tagName).toBe("SECTION");
    expect(doc.querySelector('a[href="mailto:support@vibestudio.dev"]')).toBeTruthy();
    expect(doc.querySelectorAll("kbd").length).toBeGreaterThanOrEqual(6);
  });

  test("about page: product, audience, principles and contact", async () => {
    const doc = await renderPage(AboutPage(), "about");
    expectLandmarksAndHeadings(doc);
    expect(doc.querySelector('a[href="mailto:support@vibestudio.dev"]')).toBeTruthy();
    for (const key of ["nothingLost", "offline", "yourData"] as const)
      expect(doc.body.textContent).toContain(m.about.principles.items[key].title);
  });

  test("about page for a signed-in visitor: the workspace is offered, never Sign in; the language switch is in the header", async () => {
    mockSession.signedIn = true;
    const doc = await renderPage(AboutPage(), "about-signed-in");
    expect(doc.querySelector('a[href="/auth/login"]')).toBeNull();
    expect(doc.body.textContent).not.toContain(m.landing.nav.signIn);
    expect([...doc.querySelectorAll('header a[href="/chat"]')].map((a) => a.textContent)).toContain(
      m.workspace.openWorkspace,
    );
    const switchLabel = m.language.button.replace("{name}", locale === "zh" ? "简体中文" : "English");
    expect([...doc.querySelectorAll("header button")].some((b) => b.textContent?.includes(switchLabel))).toBe(
      true,
    );
  });

  test.each(PROTOTYPE_TEMPLATES.filter((_, i) => i < 2).map((t) => t.slug))(
    "template preview of %s: a sandboxed iframe",
    async (slug) => {
      const doc = await renderPage(
        TemplatePreviewPage({ searchParams: Promise.resolve({ slug }) }),
        `template-preview-${slug}`,
      );
      expectLandmarksAndHeadings(doc);
      const frame = doc.querySelector("iframe");
      expect(frame?.getAttribute("src")).toBe(`/prototype-html/templates/${slug}`);
      expect(frame?.getAttribute("sandbox")).toBe("allow-scripts allow-forms allow-popups allow-modals");
      expect(frame?.getAttribute("title")).toBeTruthy();
      // "Use this template" starts a prototype chat from it (the template id survives sign-in).
      expect(doc.querySelector(`a[href="/chat?template=${slug}"]`)?.textContent).toContain(
        m.templatePreview.use,
      );
      expect(doc.querySelector('a[href="/"]')?.textContent).toContain(m.templatePreview.back);
      expect(doc.querySelector('[data-testid="background-decoration"]')).toBeNull();
    },
  );

  test.each([undefined, "no-such-template"])(
    "template preview with slug %p: a friendly not-found message",
    async (slug) => {
      const doc = await renderPage(
        TemplatePreviewPage({ searchParams: Promise.resolve(slug ? { slug } : {}) }),
        `template-preview-missing`,
      );
      expect(doc.querySelector("h1")?.textContent).toBe(m.templatePreview.notFound.title);
      expect(doc.querySelector("iframe")).toBeNull();
      expect(doc.querySelector('main a[href="/"]')).toBeTruthy();
    },
  );

  test("metadata: titles, descriptions and Open Graph from the page's namespace", async () => {
    const home = await homeMetadata();
    expect(home.title).toBe(m.landing.meta.title);
    expect(home.openGraph?.title).toBe(`Vibe Studio — ${m.landing.meta.title}`);
    const manual = await manualMetadata();
    expect(manual.title).toBe(m.manual.meta.title);
    expect(String(manual.description).length).toBeGreaterThan(20);
    const preview = await previewMetadata({ searchParams: Promise.resolve({ slug: "fitness-tracker" }) });
    expect(preview.title).toBe(PROTOTYPE_TEMPLATES.find((t) => t.slug === "fitness-tracker")!.name[locale]);
    const missing = await previewMetadata({ searchParams: Promise.resolve({ slug: "nope" }) });
    expect(missing.title).toBe(m.templatePreview.meta.notFoundTitle);
    expect(missing.robots).toEqual({ index: false, follow: true });
  });
});

test("manual sections have the same shape in both languages", () => {
  const shape = (tree: unknown): unknown =>
    Array.isArray(tree)
      ? tree.map(shape)
      : tree && typeof tree === "object"
        ? Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, k === "type" ? v : shape(v)]))
        : typeof tree;
  expect(shape(zh.manual.sections)).toEqual(shape(en.manual.sections));
  expect(Object.keys(en.manual.sections)).toEqual([...MANUAL_SECTIONS]);
  expect(
    createTranslator({ locale: "en", messages: en, namespace: "landing" })("footer.copyright", {
      year: 2030,
    }),
  ).toContain("2030");
});
