"use client";
/**
 * The workspace's toast host: sonner is in the workspace's JavaScript already (API failures are
 * toasts, lib/api/handle-api-error.ts), so its host comes from there rather than from a second
 * download (components/ui/toaster-host.ts). Mounted once the browser is idle, as the root
 * layout's LazyToaster is; it stands aside while this one is on the page.
 */
import { useEffect, useState } from "react";
import { Toaster } from "sonner";
import { whenIdle } from "@/lib/browser/when-idle";
import { registerToasterHost, TOASTER_PROPS } from "@/components/ui/toaster-host";

export function WorkspaceToaster() {
  const [ready, setReady] = useState(false);
  useEffect(registerToasterHost, []);
  useEffect(() => whenIdle(() => setReady(true), 3000), []);
  return ready ? <Toaster {...TOASTER_PROPS} /> : null;
}
