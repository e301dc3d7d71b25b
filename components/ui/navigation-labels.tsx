"use client";
/**
 * The texts of the root error boundary ("Navigation failed, please try again", spec §2). The
 * boundary is a client component above every page, and public pages ship no client-side i18n,
 * so the root layout hands it these three strings through a context.
 */
import { createContext, useContext } from "react";

export type NavigationLabels = { failed: string; retry: string; home: string };

const NavigationLabelsContext = createContext<NavigationLabels | null>(null);

export function NavigationLabelsProvider({
  labels,
  children,
}: {
  labels: NavigationLabels;
  children: React.ReactNode;
}) {
  return <NavigationLabelsContext.Provider value={labels}>{children}</NavigationLabelsContext.Provider>;
}

export function useNavigationLabels(): NavigationLabels {
  const labels = useContext(NavigationLabelsContext);
  if (!labels) throw new Error("useNavigationLabels outside NavigationLabelsProvider (app/layout.tsx)");
  return labels;
}
