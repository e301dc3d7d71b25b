"use client";
/**
 * The version's outward actions: the deploy popover (deploy, live address, custom sub-domains,
 * admin panel, code download — components/artifacts/agentic/deploy/), loaded when first shown.
 */
import dynamic from "next/dynamic";

const DeployPopover = dynamic(() => import("./deploy/deploy-popover").then((m) => m.DeployPopover), {
  ssr: false,
});

export function LiteAppActions({
  chatId,
  versionId,
  versionStatus,
}: {
  chatId: string;
  versionId: string;
  versionStatus: string | null;
}) {
  return <DeployPopover chatId={chatId} versionId={versionId} versionStatus={versionStatus} />;
}
