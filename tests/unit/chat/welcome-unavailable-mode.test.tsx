/**
 * @jest-environment jsdom
 */
/**
 * A mode this server cannot run is shown on the chat home but not offered: its card says why and
 * a click leaves the mode as it was. The modes reach the page as the workspace layout hands them
 * over (the server's GET /chats/modes answer as SWR's starting data), so this is where a
 * deployment without a research writer is seen — a browser test cannot change what the server
 * read for itself.
 */
import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { SWRConfig } from "swr";
import en from "@/messages/en.json";
import { MESSAGES } from "@/messages";
import { WelcomeScreen } from "@/components/chat/welcome-screen";
import { chatModesAnswerSchema } from "@/lib/contracts/chat-actions";
import { chatModes, featureCardModes, kindOfMode } from "@/lib/contracts/modes";
import { researchKind } from "@/lib/contracts/kinds";
import { NEW_CHAT, useComposerStore } from "@/lib/stores/composer-store";

// The composer has its own tests; here only the cards matter.
jest.mock("@/components/composer/chat-composer", () => ({ ChatComposer: () => null }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

const RESEARCH = researchKind.mode;

function catalog(off: string[]) {
  return chatModesAnswerSchema.parse({
    modes: chatModes().map((mode) => ({
      mode,
      artifact_kind: kindOfMode(mode)?.id ?? null,
      cost: 0,
      available: !off.includes(mode),
      feature_card: featureCardModes().includes(mode),
    })),
  });
}

function renderHome(off: string[]) {
  // No request leaves: what the page shows comes from the layout's starting data alone.
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  return render(
    <NextIntlClientProvider locale="en" messages={MESSAGES.en as AbstractIntlMessages}>
      <SWRConfig value={{ provider: () => new Map(), fallback: { "/api/chats/modes": catalog(off) } }}>
        <WelcomeScreen />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => useComposerStore.setState({ composers: {} }));

it("shows a mode the server cannot run as unavailable, with the reason, and a click does not pick it", () => {
  renderHome([RESEARCH]);
  const card = screen.getByTestId(`feature-card-${RESEARCH}`);
  expect(card.getAttribute("aria-disabled")).toBe("true");
  expect(card.textContent).toContain(en.workspace.featureUnavailable);
  const before = useComposerStore.getState().get(NEW_CHAT).mode;
  fireEvent.click(card);
  expect(useComposerStore.getState().get(NEW_CHAT).mode).toBe(before);
  expect(useComposerStore.getState().get(NEW_CHAT).mode).not.toBe(RESEARCH);
  // The other cards are offered as usual.
  const other = featureCardModes().find((m) => m !== RESEARCH)!;
  expect(screen.getByTestId(`feature-card-${other}`).hasAttribute("aria-disabled")).toBe(false);
});

it("offers every card when the server runs every mode", () => {
  renderHome([]);
  for (const mode of featureCardModes())
    expect(screen.getByTestId(`feature-card-${mode}`).hasAttribute("aria-disabled")).toBe(false);
  fireEvent.click(screen.getByTestId(`feature-card-${RESEARCH}`));
  expect(useComposerStore.getState().get(NEW_CHAT).mode).toBe(RESEARCH);
});
