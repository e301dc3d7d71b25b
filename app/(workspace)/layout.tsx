import { IntlClientProvider } from "@/components/providers/intl-client-provider";
import { SWRProvider } from "@/components/providers/swr-provider";
import { BackgroundDecoration } from "@/components/ui/background-decoration";
import { KeyboardShortcuts } from "@/components/ui/keyboard-shortcuts";
import { StartupSplash } from "@/components/ui/startup-splash";
import { ClientMessages } from "@/components/workspace/client-messages";
import { WorkspaceToaster } from "@/components/workspace/workspace-toaster";
import { ZodJitless } from "@/components/ui/zod-jitless";

export default function WorkspaceLayout({ children }: { children: React.ReactNode }) {
  return (
    <IntlClientProvider>
      <SWRProvider>
        <ZodJitless />
        <BackgroundDecoration />
        <StartupSplash />
        <ClientMessages />
        <KeyboardShortcuts />
        {children}
        <WorkspaceToaster />
      </SWRProvider>
    </IntlClientProvider>
  );
}
