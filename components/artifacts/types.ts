/**
 * A client-side artifact kind (DESIGN.md §2): its viewer/editor and how it is named, in
 * `components/artifacts/<kind>/`, exported as one `ClientArtifact`; one line in `registry.ts`
 * adds it. The workspace never switches on kind.
 */
import type { ComponentType } from "react";
import type { ArtifactKind, ViewerType } from "@/lib/contracts/artifacts";
import type { VersionDto } from "@/lib/contracts/versions";

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

export type ClientArtifact = {
  kind: ArtifactKind;
  viewer: ViewerType;
  /** Small icon for tabs, cards and the version picker. */
  Icon: ComponentType<{ className?: string }>;
  /** The viewer (and editor); load heavy code lazily inside the kind's folder. */
  Viewer: ComponentType<ViewerProps>;
  /**
   * Optional controls above the input when the kind's mode is selected (PRD template picker,
   * prototype device/style/template…). They write stream options into the composer store.
   */
  Composer?: ComponentType<ComposerProps>;
};
