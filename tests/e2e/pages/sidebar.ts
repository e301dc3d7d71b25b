/** The workspace sidebar: new chat, recent chats with their menus, the filter, the account menu. */
import { expect, type Locator, type Page } from "@playwright/test";

export class Sidebar {
  readonly root: Locator;
  readonly chatList: Locator;
  readonly items: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole("navigation", { name: "Sidebar" });
    this.chatList = page.getByTestId("chat-list");
    this.items = this.root.getByTestId("chat-item");
  }

  /** A chat's link (a favourite's name ends with "(favorite)" for screen readers). */
  chat(title: string): Locator {
    const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return this.root.getByRole("link", { name: new RegExp(`^${escaped}( \\(favorite\\))?$`) });
  }

  async openChatMenu(title: string) {
    await this.root.getByRole("button", { name: `Actions for ${title}` }).click();
  }

  async chatAction(
    title: string,
    action: "Rename" | "Add to favorites" | "Remove from favorites" | "Make a copy" | "Delete",
  ) {
    await this.openChatMenu(title);
    await this.page.getByRole("menuitem", { name: action }).click();
  }

  async filter(which: "All" | "Favorites") {
    await this.root.getByRole("button", { name: which, exact: true }).click();
    await expect(this.root.getByRole("button", { name: which, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  }

  /** Scrolls the chat list to its end (the next page loads when its end comes into view). */
  async scrollToEnd() {
    await this.chatList.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  }

  async account(item: string) {
    await this.page.getByTestId("account-menu").click();
    await this.page.getByRole("menuitem", { name: item }).click();
  }
}
