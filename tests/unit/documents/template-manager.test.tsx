/**
 * @jest-environment jsdom
 *
 * The template manager against an in-memory stand-in of /api/templates (the contract's shapes):
 * built-ins marked and read-only but copyable, create with validation messages in English and
 * Chinese, the API's own field messages shown, edit, and delete only after a confirmation.
 */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { SWRConfig } from "swr";
import { MESSAGES } from "@/messages";
import type { TemplateDto } from "@/lib/contracts/templates";
import { TemplateManagerDialog } from "@/components/templates/template-manager-dialog";

const en = MESSAGES.en as AbstractIntlMessages;
const zh = MESSAGES.zh as AbstractIntlMessages;

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() } }));

const BUILTIN: TemplateDto = {
  id: "builtin-standard-prd",
  name: "Standard PRD",
  description: "Twelve sections, from overview to open questions",
  content: "# {product} PRD\n\n## 1. Overview\n\nWhat the product is and who it is for.\n",
  builtin: true,
  created_at: null,
  updated_at: null,
};

let templates: TemplateDto[];
let calls: { method: string; url: string; body: unknown }[];
let refuseNextSave: Record<string, string> | null;

function installApi() {
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const reply = (data: unknown, status = 200, extra: Record<string, unknown> = {}) =>
      ({
        ok: status < 400,
        status,
        statusText: "",
        json: async () => ({
          errno: status < 400 ? 0 : 400,
          errmsg: status < 400 ? "" : "Invalid input",
          data,
          ...extra,
        }),
      }) as Response;
    if (url === "/api/templates" && method === "GET") return reply(templates);
    if (url === "/api/templates" && method === "POST") {
      if (refuseNextSave) {
        const details = refuseNextSave;
        refuseNextSave = null;
        return reply(null, 400, { details });
      }
      const source = body.copy_of ? templates.find((t) => t.id === body.copy_of)! : null;
      const created: TemplateDto = {
        id: `own-${templates.length}`,
        name: body.name ?? `${source!.name} (copy)`,
        description: body.description ?? source?.description ?? "",
        content: body.content ?? source!.content,
        builtin: false,
        created_at: "2026-01-01T00:00:00Z",
        updated_at: "2026-01-01T00:00:00Z",
      };
      templates = [...templates, created];
      return reply(created);
    }
    const id = decodeURIComponent(url.split("/").pop()!);
    if (method === "PUT") {
      templates = templates.map((t) => (t.id === id ? { ...t, ...body } : t));
      return reply(templates.find((t) => t.id === id));
    }
    if (method === "DELETE") {
      templates = templates.filter((t) => t.id !== id);
      return reply({ deleted: true });
    }
    return reply(null, 404);
  }) as unknown as typeof fetch;
}

function open(locale: "en" | "zh" = "en") {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : zh} timeZone="UTC">
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
        <TemplateManagerDialog open onOpenChange={() => {}} />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  templates = [
    BUILTIN,
    {
      ...BUILTIN,
      id: "own-1",
      name: "Our feature spec",
      description: "",
      builtin: false,
      created_at: "2026-01-01T00:00:00Z",
      updated_at: "2026-01-01T00:00:00Z",
    },
  ];
  calls = [];
  refuseNextSave = null;
  installApi();
});

const rowNamed = async (name: string) =>
  (await screen.findAllByTestId("template-row")).find((row) => row.textContent?.includes(name))!;

describe("template manager", () => {
  it("lists own and built-in templates, built-ins marked; a built-in can be previewed and copied, not edited or deleted", async () => {
    open();
    fireEvent.click(await rowNamed("Standard PRD"));
    const detail = await screen.findByTestId("template-detail");
    expect(within(detail).getByText("Built-in")).toBeTruthy();
    expect(within(detail).getByRole("heading", { name: /Overview/ })).toBeTruthy();
    expect(screen.queryByTestId("edit-template")).toBeNull();
    expect(screen.queryByTestId("delete-template")).toBeNull();
    fireEvent.click(screen.getByTestId("copy-template"));
    // The copy opens in the editor, as the user's own template.
    expect(((await screen.findByTestId("template-name")) as HTMLInputElement).value).toBe(
      "Standard PRD (copy)",
    );
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ copy_of: "builtin-standard-prd" });
  });

  it.each([
    [
      "en",
      "Please enter a template name",
      "Please enter the template content",
      "Template name length should be between 1 and 100 characters",
    ],
    ["zh", "请输入模板名称", "请输入模板内容", "模板名称长度应在 1 到 100 个字符之间"],
  ] as const)(
    "validates as the API does, in %s",
    async (locale, nameRequired, contentRequired, nameLength) => {
      open(locale);
      fireEvent.click(await screen.findByTestId("new-template"));
      fireEvent.click(screen.getByTestId("save-template"));
      expect(await screen.findByText(nameRequired)).toBeTruthy();
      expect(screen.getByText(contentRequired)).toBeTruthy();
      fireEvent.change(screen.getByTestId("template-name"), { target: { value: "x".repeat(101) } });
      fireEvent.click(screen.getByTestId("save-template"));
      expect(await screen.findByText(nameLength)).toBeTruthy();
      expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    },
  );

  it("creates a template, shows what the API refuses under its field, and previews the content", async () => {
    open();
    fireEvent.click(await screen.findByTestId("new-template"));
    fireEvent.change(screen.getByTestId("template-name"), { target: { value: "Mobile spec" } });
    fireEvent.change(screen.getByTestId("template-content"), {
      target: { value: "## Screens\n\nEvery screen and its states.\n" },
    });
    refuseNextSave = { name: "A template with this name already exists" };
    fireEvent.click(screen.getByTestId("save-template"));
    expect(await screen.findByText("A template with this name already exists")).toBeTruthy();
    fireEvent.click(screen.getByTestId("save-template"));
    const detail = await screen.findByTestId("template-detail");
    expect(within(detail).getByRole("heading", { name: "Screens" })).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({
      name: "Mobile spec",
      description: "",
      content: "## Screens\n\nEvery screen and its states.",
    });
  });

  it("edits an own template", async () => {
    open();
    fireEvent.click(await rowNamed("Our feature spec"));
    fireEvent.click(await screen.findByTestId("edit-template"));
    fireEvent.change(screen.getByTestId("template-description"), {
      target: { value: "For single features" },
    });
    fireEvent.click(screen.getByTestId("save-template"));
    await screen.findByTestId("template-detail");
    expect(calls.find((c) => c.method === "PUT")).toMatchObject({
      url: "/api/templates/own-1",
      body: { name: "Our feature spec", description: "For single features" },
    });
  });

  it("deletes only after a confirmation", async () => {
    open();
    fireEvent.click(await rowNamed("Our feature spec"));
    fireEvent.click(await screen.findByTestId("delete-template"));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText("Delete “Our feature spec”?")).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);

    fireEvent.click(screen.getByTestId("delete-template"));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await screen.findByTestId("template-list");
    expect(calls.find((c) => c.method === "DELETE")?.url).toBe("/api/templates/own-1");
    await waitFor(() =>
      expect(
        screen.queryAllByTestId("template-row").some((r) => r.textContent?.includes("Our feature spec")),
      ).toBe(false),
    );
  });
});
