"use client";
/** The `picture` kind on the client: the image viewer (zoom, download, copy) and the aspect picker, loaded when first shown. */
import { Image } from "lucide-react";
import { houseIcon } from "@/components/ui/icons";
import type { ClientArtifact } from "../types";
import { lazyComposer, lazyViewer } from "../lazy";
import { pictureKind } from "@/lib/contracts/kinds";

const PictureIcon = houseIcon(Image, "PictureIcon");

export const pictureClientArtifact: ClientArtifact = {
  kind: pictureKind,
  tint: "bg-pink-50 text-pink-600",
  Icon: PictureIcon,
  Viewer: lazyViewer(() => import("./picture-viewer")),
  Composer: lazyComposer(() => import("./aspect-composer").then((m) => m.PictureAspectComposer)),
};
