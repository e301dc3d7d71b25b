/**
 * @jest-environment jsdom
 */
/** Replies as markdown: CJK emphasis, GFM, highlighted code with copy, mermaid drawn strictly. */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { MESSAGES } from "@/messages";
import { Markdown } from "@/components/chat/markdown/markdown";

const messages = MESSAGES.en as AbstractIntlMessages;

const mermaidApi = {
  initialize: jest.fn(),
  render: jest.fn(async () => ({ svg: '<svg data-drawn="yes"><text>A</text></svg>' })),
};
jest.mock("mermaid", () => ({ __esModule: true, default: mermaidApi }));

const show = (markdown: string, streaming = false) =>
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <Markdown content={markdown} streaming={streaming} />
    </NextIntlClientProvider>,
  );

test("bold next to CJK punctuation renders bold, not with its asterisks (remark-cjk-friendly)", () => {
  const { container } = show("**你想要：**为学生做一个习惯打卡应用。~~旧方案~~不用了");
  expect(container.querySelector("strong")?.textContent).toBe("你想要：");
  expect(container.textContent).not.toContain("**");
  expect(container.querySelector("del")?.textContent).toBe("旧方案");
});

test("GFM: tables and task lists", () => {
  const { container } = show("| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo");
  expect(container.querySelectorAll("table td")).toHaveLength(2);
  expect(container.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
});

test("code is highlighted and has a copy button that copies the plain code", async () => {
  const writeText = jest.fn(async () => {});
  Object.assign(navigator, { clipboard: { writeText } });
  const { container } = show("```ts\nconst total = 1 + 2;\n```");
  // The code shows at once; the highlighter is loaded on first use and colours it.
  expect(container.querySelector("code.language-ts")?.textContent).toBe("const total = 1 + 2;\n");
  await waitFor(
    () => expect(container.querySelector("code.hljs.language-ts .hljs-keyword")?.textContent).toBe("const"),
    { timeout: 10_000 },
  );
  expect(screen.getByText("ts")).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy code" })));
  expect(writeText).toHaveBeenCalledWith("const total = 1 + 2;");
  expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
});

test("a mermaid block is drawn once complete, with securityLevel strict; while streaming its source shows", async () => {
  const source = "graph TD\n  A[Start] --> B[End]";
  const { rerender, container } = show("```mermaid\n" + source + "\n```", true);
  expect(container.querySelector("[data-testid=mermaid-block] pre")?.textContent).toBe(source);
  expect(mermaidApi.render).not.toHaveBeenCalled();
  rerender(
    <NextIntlClientProvider locale="en" messages={messages}>
      <Markdown content={"```mermaid\n" + source + "\n```"} />
    </NextIntlClientProvider>,
  );
  await waitFor(() => expect(container.querySelector('svg[data-drawn="yes"]')).toBeTruthy());
  expect(mermaidApi.initialize).toHaveBeenCalledWith(
    expect.objectContaining({ securityLevel: "strict", startOnLoad: false }),
  );
  expect(mermaidApi.render).toHaveBeenCalledWith(expect.any(String), source);
});

test("raw HTML in a reply is not rendered; links open in a new tab", () => {
  const { container } = show('<img src=x onerror="alert(1)"> [site](https://example.com)');
  expect(container.querySelector("img")).toBeNull();
  const link = container.querySelector("a");
  expect(link?.getAttribute("target")).toBe("_blank");
  expect(link?.getAttribute("rel")).toContain("noopener");
});
