"use client";
/**
 * The toast host, mounted once the browser is idle after the page has loaded, so the toast
 * library is neither part of the first-load JavaScript nor of the work done while the page
 * becomes interactive. Toasts raised earlier are not lost: sonner replays active toasts to a
 * host that subscribes late. Toasts last 2 s; error notices pass 5 s (spec §9).
 */
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

const Toaster = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

/** Browsers without requestIdleCallback (Safari) mount the host after this delay instead. */
const IDLE_FALLBACK_MS = 1000;

export function LazyToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setReady(true), IDLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <Toaster position="top-center" duration={2000} richColors /> : null;
}
