import { BackgroundDecoration } from "@/components/ui/background-decoration";

export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <BackgroundDecoration />
      {children}
    </>
  );
}
