import { SWRProvider } from "@/components/providers/swr-provider";

export default function WorkspaceLayout({ children }: { children: React.ReactNode }) {
  return <SWRProvider>{children}</SWRProvider>;
}
