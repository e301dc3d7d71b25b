"use client";
/**
 * How a kind's client definition names its heavy parts: loaded on first use (next/dynamic), so
 * the workspace's first load carries the registry's icons and names, not the viewers, editors,
 * composer parts and pages of every kind.
 */
import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import type { ComposerProps, KindPageProps, ViewerProps } from "./types";
import { ViewerLoading } from "./shared/viewer-loading";

type Loader<P> = () => Promise<ComponentType<P> | { default: ComponentType<P> }>;

export function lazyViewer(
  load: Loader<ViewerProps>,
  loading: () => React.ReactNode = () => <ViewerLoading />,
): ComponentType<ViewerProps> {
  return dynamic<ViewerProps>(load, { ssr: false, loading });
}

export function lazyComposer(load: Loader<ComposerProps>): ComponentType<ComposerProps> {
  return dynamic<ComposerProps>(load, { ssr: false, loading: () => null });
}

/** A page of the kind's own: rendered on the server too, as a page is. */
export function lazyPage(load: Loader<KindPageProps>): ComponentType<KindPageProps> {
  return dynamic<KindPageProps>(load);
}
