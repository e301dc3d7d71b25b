"use client";
/**
 * The `mult_prototype` kind on the client: the prototype studio with its page directory (links
 * between pages switch pages inside the preview), and the same composer part, loaded when first shown.
 */
import type { ClientArtifact } from "../types";
import { lazyComposer, lazyViewer } from "../lazy";
import { PagesIcon } from "@/components/prototype/icons";
import { multPrototypeKind } from "@/lib/contracts/kinds";

export const multPrototypeClientArtifact: ClientArtifact = {
  kind: multPrototypeKind,
  tint: "bg-fuchsia-50 text-fuchsia-600",
  Icon: PagesIcon,
  Viewer: lazyViewer(
    () =>
      import("@/components/prototype/viewer/prototype-studio").then(
        ({ PrototypeStudio }) =>
          function Viewer(props) {
            return <PrototypeStudio {...props} kind={multPrototypeKind.id} />;
          },
      ),
    () => <div className="h-full animate-pulse bg-slate-100" />,
  ),
  Composer: lazyComposer(() =>
    import("@/components/prototype/composer/prototype-composer").then((m) => m.PrototypeComposer),
  ),
};
