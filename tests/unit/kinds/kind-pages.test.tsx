/** @jest-environment jsdom */
/**
 * A kind's own pages: declared in its definition (`pages`, a title's message key) and its client
 * definition (the component), served by the one route `/kinds/<kind>/<page>/<id>`, which finds
 * them through the registry — the lite app's admin page as today (its title, noindex), a kind
 * that exists only in this test with no other file changed, and the not-found page for any other
 * address. A client definition whose pages are not its definition's is refused when registered.
 */
import { render, screen } from "@testing-library/react";
import { z } from "zod";
import en from "@/messages/en.json";
import liteAppEn from "@/lib/contracts/kinds/agentic/messages/en.json";
import KindRoute, { generateMetadata } from "@/app/(workspace)/kinds/[kind]/[page]/[id]/page";
import { KindPageView } from "@/components/artifacts/kind-page";
import { registerClientArtifact } from "@/components/artifacts/registry";
import type { ClientArtifact, KindPageProps } from "@/components/artifacts/types";
import { agenticKind } from "@/lib/contracts/kinds";
import { defineKind } from "@/lib/contracts/kinds/definition";
import { KIND_PAGES_PATH, kindPagePath } from "@/lib/contracts/kind-pages";

jest.mock("next-intl/server", () => ({
  getTranslations: async (namespace?: string) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require("next-intl").createTranslator({
      locale: "en",
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      messages: require("@/messages").MESSAGES.en,
      namespace,
    }),
}));

const memoKind = defineKind({
  id: "memo",
  mode: "memo",
  viewer: "memo",
  event: "memo_content",
  versions: { path: "memo-versions" },
  cost: () => 0,
  content: { format: "text", schema: z.string() },
  pages: { sheet: { title: "common.productName" } },
});

function MemoSheet({ id }: KindPageProps) {
  return <p>memo sheet of {id}</p>;
}

const memoClient: ClientArtifact = {
  kind: memoKind,
  Icon: () => null,
  Viewer: () => null,
  pages: { sheet: MemoSheet },
};

const params = (kind: string, page: string, id = "c1") => ({ params: Promise.resolve({ kind, page, id }) });

/** What `notFound()` throws: Next's 404 signal. */
const NOT_FOUND = expect.objectContaining({ digest: expect.stringMatching(/;404$/) });

beforeAll(() => registerClientArtifact(memoClient));

test("a page's address is built from its kind's definition, under the one prefix", () => {
  expect(kindPagePath(agenticKind, "admin", "c 1")).toBe(`${KIND_PAGES_PATH}/agentic/admin/c%201`);
  expect(kindPagePath(memoKind, "sheet", "m1")).toBe("/kinds/memo/sheet/m1");
});

test("the lite app's admin page keeps its title and stays out of search engines", async () => {
  await expect(generateMetadata(params(agenticKind.id, "admin"))).resolves.toEqual({
    title: liteAppEn.liteDeploy.admin.title,
    robots: { index: false, follow: false },
  });
  await expect(generateMetadata(params(memoKind.id, "sheet"))).resolves.toEqual({
    title: en.common.productName,
    robots: { index: false, follow: false },
  });
});

test("the route renders the kind's own component for its page", async () => {
  render(await KindRoute(params(memoKind.id, "sheet", "m7")));
  expect(screen.getByText("memo sheet of m7")).toBeTruthy();
});

test.each([
  ["an unknown kind", "nothing", "admin"],
  ["an unknown page", "agentic", "settings"],
  ["a page of another kind", "memo", "admin"],
  ["a name every object has", "agentic", "constructor"],
])("%s is not found", async (_, kind, page) => {
  await expect(generateMetadata(params(kind, page))).rejects.toEqual(NOT_FOUND);
  await expect(KindRoute(params(kind, page))).rejects.toEqual(NOT_FOUND);
  expect(() => render(<KindPageView kind={kind} page={page} id="c1" />)).toThrow(
    expect.objectContaining({ digest: expect.stringMatching(/;404$/) }),
  );
});

test("a client definition whose pages are not its definition's is refused", () => {
  expect(() => registerClientArtifact({ ...memoClient, pages: {} })).toThrow(/memo.*\[sheet\].*\[\]/);
  expect(() =>
    registerClientArtifact({ ...memoClient, pages: { sheet: MemoSheet, other: MemoSheet } }),
  ).toThrow(/memo/);
});
