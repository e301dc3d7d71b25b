/**
 * @jest-environment jsdom
 */
/** The API client's own failure texts follow the UI language once the workspace is mounted. */
import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import zh from "@/messages/zh.json";
import { ClientMessages } from "@/components/workspace/client-messages";
import { apiRequest } from "@/lib/api/client";

test("a request that cannot reach the server fails with the Chinese network text", async () => {
  global.fetch = jest.fn(async () => {
    throw new TypeError("Failed to fetch");
  }) as unknown as typeof fetch;
  await expect(apiRequest("/api/chats")).rejects.toMatchObject({ message: "network error, unable to connect to server" });
  render(
    <NextIntlClientProvider locale="zh" messages={zh}>
      <ClientMessages />
    </NextIntlClientProvider>,
  );
  await expect(apiRequest("/api/chats")).rejects.toMatchObject({ message: zh.errors.network });
});
