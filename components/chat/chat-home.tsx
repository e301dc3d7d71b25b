"use client";
/** The chat home (spec §2): the top bar and the welcome screen, without a chat yet. */
import { WorkspaceTopBar } from "@/components/workspace/workspace-top-bar";
import { WelcomeScreen } from "./welcome-screen";

export function ChatHome() {
  return (
    <>
      <WorkspaceTopBar />
      <WelcomeScreen />
    </>
  );
}
