/**
 * @jest-environment jsdom
 */
/** The API client's own failure texts follow the UI language once the workspace is mounted. */
import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";
import { ClientMessages } from "@/components/workspace/client-messages";
import { apiRequest } from "@/lib/api/client";
import { clientMessages, setClientMessages } from "@/lib/api/client-messages";

const english = clientMessages();
afterEach(() => setClientMessages(english));

function mount(locale: "en" | "zh") {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "zh" ? zh : en}>
      <ClientMessages />
    </NextIntlClientProvider>,
  );
}

/** An answer that is not our envelope: a proxy's error page (jsdom has no Response: the fields apiRequest reads). */
function proxyError(status: number, statusText: string, body = "<html><body>Bad gateway</body></html>") {
  const answer = { ok: false, status, statusText, json: async () => JSON.parse(body) };
  global.fetch = jest.fn(async () => answer) as unknown as typeof fetch;
}

test("a request that cannot reach the server fails with the Chinese network text", async () => {
  global.fetch = jest.fn(async () => {
    throw new TypeError("Failed to fetch");
  }) as unknown as typeof fetch;
  await expect(apiRequest("/api/chats")).rejects.toMatchObject({
    message: "network error, unable to connect to server",
  });
  mount("zh");
  await expect(apiRequest("/api/chats")).rejects.toMatchObject({ message: zh.errors.network });
});

test("an HTTP failure without a message reads 'API response error: {status} - {statusText}' in the UI language", async () => {
  proxyError(502, "Bad Gateway");
  await expect(apiRequest("/api/chats")).rejects.toMatchObject({
    errno: 502,
    status: 502,
    message: "API response error: 502 - Bad Gateway",
  });
  mount("zh");
  await expect(apiRequest("/api/chats")).rejects.toMatchObject({
    message: "API 响应错误：502 - Bad Gateway",
  });
});

test("an HTTP failure's own message wins: detail, then message, then errmsg", async () => {
  proxyError(503, "Service Unavailable", JSON.stringify({ detail: "maintenance until 10:00" }));
  await expect(apiRequest("/api/chats")).rejects.toMatchObject({ message: "maintenance until 10:00" });
  proxyError(503, "Service Unavailable", JSON.stringify({ message: "try later" }));
  await expect(apiRequest("/api/chats")).rejects.toMatchObject({ message: "try later" });
  // A detail that is not text (a list of field problems) is not a message.
  proxyError(422, "Unprocessable Entity", JSON.stringify({ detail: [{ loc: ["body"], msg: "bad" }] }));
  await expect(apiRequest("/api/chats")).rejects.toMatchObject({
    message: "API response error: 422 - Unprocessable Entity",
  });
});

test("the unknown-error and expired-session texts are installed too", () => {
  mount("zh");
  expect(clientMessages().unknown).toBe("未知错误，请联系管理员");
  expect(clientMessages().notLoggedIn).toBe(zh.errors.notLoggedIn);
  expect(en.errors.unknown).toBe("Unknown error, please contact administrator");
});
