"use client";
/**
 * The version a viewer shows, without a blank moment: while the frame loads the content of the
 * next version (the list already names it, its content is on its way), the last version stays
 * on screen (read-only for the caller: `loading` is true).
 */
import { useState } from "react";
import { useVersionStore } from "@/lib/stores/version-store";
import type { ViewerType } from "@/lib/contracts/artifacts";
import type { VersionDto } from "@/lib/contracts/versions";

export function useSteadyVersion(
  chatId: string,
  viewer: ViewerType,
  version: VersionDto | null,
): { shown: VersionDto | null; loading: boolean } {
  const hasVersions = useVersionStore((s) => s.list(chatId, viewer).versions.length > 0);
  const [last, setLast] = useState<VersionDto | null>(version);
  if (version && version !== last) setLast(version);
  if (version) return { shown: version, loading: false };
  return hasVersions ? { shown: last, loading: true } : { shown: null, loading: false };
}
