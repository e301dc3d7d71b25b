"use client";
/** The `prototype` kind on the client: the prototype studio and the composer part, loaded when first shown. */
import type { ClientArtifact } from "../types";
import { lazyComposer, lazyViewer } from "../lazy";
import { PrototypeIcon } from "@/components/prototype/icons";
import { prototypeKind } from "@/lib/contracts/kinds";

export const prototypeClientArtifact: ClientArtifact = {
  kind: prototypeKind,
  tint: "bg-violet-50 text-violet-600",
  Icon: PrototypeIcon,
  Viewer: lazyViewer(
    () =>
      import("@/components/prototype/viewer/prototype-studio").then(
        ({ PrototypeStudio }) =>
          function Viewer(props) {
            return <PrototypeStudio {...props} kind={prototypeKind.id} />;
          },
      ),
    () => <div className="h-full animate-pulse bg-slate-100" />,
  ),
  Composer: lazyComposer(() =>
    import("@/components/prototype/composer/prototype-composer").then((m) => m.PrototypeComposer),
  ),
};
