/**
 * A client-side artifact kind (DESIGN.md §2): how the workspace shows one kind, in
 * `components/artifacts/<kind>/`, exported as one `ClientArtifact`; one line in `registry.ts`
 * adds it. The workspace never switches on kind. Its round hooks (`onEvent`, `start`,
 * lib/chat/kind-rounds.ts) keep its own progress from its own stream events and start its rounds
 * where its mode has a route of its own. Its names come from its definition in the
 * contract; its labels are the messages keyed by those names (`viewer.names.<viewer>`,
 * `chat.modes.<mode>`, `composer.placeholders.<mode>`, `composer.modeHints.<mode>`), in its own
 * message files (lib/contracts/kinds/<kind>/messages, merged by messages/index.ts).
 */
import type { ComponentType } from "react";
import type { KindDefinition } from "@/lib/contracts/artifacts";
import type { VersionDto } from "@/lib/contracts/versions";
import type { KindRoundHooks } from "@/lib/chat/kind-rounds";

export type ViewerProps = {
  chatId: string;
  /** The version shown (with content); null while none exists yet. */
  version: VersionDto | null;
  /** Content a running round is writing for this viewer (null when none is). */
  partial: string | null;
  /** A round of this chat is running (editing is blocked, live content may arrive). */
  streaming: boolean;
};

/** Props of a mode's composer part: the controls shown above the chat input in that mode. */
export type ComposerProps = {
  /** The chat, or NEW_CHAT on the welcome screen (see lib/stores/composer-store.ts). */
  chatId: string;
};

/** Props of a kind's own page (`/kinds/<kind>/<page>/<id>`, lib/contracts/kind-pages.ts). */
export type KindPageProps = {
  /** The address's last segment (the chat's id, for the lite app's admin page). */
  id: string;
};

export type ClientArtifact = KindRoundHooks & {
  /** The kind's definition in the contract (its names, routes and content). */
  kind: KindDefinition;
  /** Small icon for tabs, cards and the version picker (part of the workspace: keep it small). */
  Icon: ComponentType<{ className?: string }>;
  /**
   * Tailwind classes of the icon's tile in lists (the personal space), so a glance tells
   * documents, charts and pages apart; without it the tile is neutral.
   */
  tint?: string;
  /** The viewer (and editor), loaded when first shown (`lazyViewer`). */
  Viewer: ComponentType<ViewerProps>;
  /**
   * Optional controls above the input when the kind's mode is selected (PRD template picker,
   * prototype device/style/template…), loaded when first shown (`lazyComposer`). They write
   * stream options into the composer store.
   */
  Composer?: ComponentType<ComposerProps>;
  /**
   * The components of its own pages, one per entry of its definition's `pages` and by the same
   * name, loaded when opened (`lazyPage`).
   */
  pages?: Readonly<Record<string, ComponentType<KindPageProps>>>;
};
