import { SWRProvider } from "@/components/providers/swr-provider";
import { BackgroundDecoration } from "@/components/ui/background-decoration";
import { KeyboardShortcuts } from "@/components/ui/keyboard-shortcuts";
import { StartupSplash } from "@/components/ui/startup-splash";

export default function WorkspaceLayout({ children }: { children: React.ReactNode }) {
  return (
    <SWRProvider>
      <BackgroundDecoration />
      <StartupSplash />
      <KeyboardShortcuts />
      {children}
    </SWRProvider>
  );
}
