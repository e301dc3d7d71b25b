"use client";
/**
 * The toast host, mounted once the browser is idle after the page has loaded, so the toast
 * library is neither part of the first-load JavaScript nor of the work done while the page
 * becomes interactive. Toasts raised earlier are not lost: sonner replays active toasts to a
 * host that subscribes late. Toasts last 2 s; error notices pass 5 s (spec §9).
 * In the workspace the workspace's own host shows them instead (toaster-host.ts).
 */
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { whenIdle } from "@/lib/browser/when-idle";
import { TOASTER_PROPS, useOtherToasterHost } from "./toaster-host";

const Toaster = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

export function LazyToaster() {
  const [ready, setReady] = useState(false);
  const hosted = useOtherToasterHost();
  useEffect(() => whenIdle(() => setReady(true), 3000), []);
  return ready && !hosted ? <Toaster {...TOASTER_PROPS} /> : null;
}
