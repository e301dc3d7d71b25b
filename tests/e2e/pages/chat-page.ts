/**
 * The chat workspace as a user sees it (roles, labels and test ids only): the input and its
 * controls, the conversation, the pickers. Texts are the English UI's.
 */
import { expect, type Locator, type Page } from "@playwright/test";

export class ChatPage {
  readonly input: Locator;
  readonly sendButton: Locator;
  readonly stopButton: Locator;
  readonly modePicker: Locator;
  readonly modelPicker: Locator;
  readonly replies: Locator;
  readonly userMessages: Locator;

  constructor(readonly page: Page) {
    this.input = page.getByRole("textbox", { name: "Message" });
    this.sendButton = page.getByRole("button", { name: "Send", exact: true });
    this.stopButton = page.getByRole("button", { name: "Stop", exact: true });
    this.modePicker = page.getByTestId("mode-picker");
    this.modelPicker = page.getByTestId("model-picker");
    this.replies = page.getByRole("article", { name: "Reply" });
    this.userMessages = page.getByRole("article", { name: "Your message" });
  }

  async goto(path = "/chat") {
    await this.page.goto(path);
    await expect(this.page.getByTestId("startup-splash")).toBeHidden();
  }

  /**
   * Types and sends with Enter; resolves once the reply has started. It first waits for the
   * workspace to be ready (the splash gone): an Enter pressed into the server-rendered input
   * before hydration sends nothing (CI failed so on a page opened straight after sign-in).
   */
  async send(text: string) {
    await expect(this.page.getByTestId("startup-splash")).toBeHidden();
    await this.input.fill(text);
    await this.input.press("Enter");
    await expect(this.stopButton.or(this.replies.last()).first()).toBeVisible();
  }

  /** Waits until a reply is there, none is being written any more, and Send is back. */
  async waitForReply(timeout = 60_000) {
    await expect(this.replies.last()).toBeVisible({ timeout });
    await expect(this.streamingReply()).toHaveCount(0, { timeout });
    await expect(this.sendButton).toBeVisible({ timeout });
    await expect(this.replies.last()).toBeVisible();
  }

  lastReply(): Locator {
    return this.replies.last();
  }

  /** The reply being written (aria-busy), if any. */
  streamingReply(): Locator {
    return this.page.getByRole("article", { name: "Reply" }).and(this.page.locator('[aria-busy="true"]'));
  }

  async chooseMode(name: string) {
    await this.modePicker.click();
    await this.page.getByRole("menuitemradio", { name: new RegExp(`^${name}`) }).click();
  }
}
