"use client";
/**
 * The toast host, loaded after the page is interactive so the toast library is not part of
 * the first-load JavaScript of public pages. Toasts last 2 s; error notices pass 5 s (spec §9).
 */
import dynamic from "next/dynamic";

const Toaster = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

export function LazyToaster() {
  return <Toaster position="top-center" duration={2000} richColors />;
}
