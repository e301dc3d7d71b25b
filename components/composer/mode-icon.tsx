/** One small icon per chat mode (pickers, feature cards). */
import type { ChatMode } from "@/lib/contracts/modes";

const PATHS: Record<ChatMode, React.ReactNode> = {
  normal: <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />,
  prd: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </>
  ),
  test_case: (
    <>
      <path d="M9 11l2 2 4-4" />
      <rect x="4" y="3" width="16" height="18" rx="2" />
    </>
  ),
  prototype: (
    <>
      <rect x="3" y="4" width="18" height="13" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </>
  ),
  mult_prototype: (
    <>
      <rect x="6" y="3" width="15" height="11" rx="2" />
      <path d="M3 8v9a2 2 0 0 0 2 2h11" />
    </>
  ),
  mermaid: (
    <>
      <rect x="3" y="3" width="7" height="5" rx="1" />
      <rect x="14" y="16" width="7" height="5" rx="1" />
      <path d="M6.5 8v5a2 2 0 0 0 2 2h9v1" />
    </>
  ),
  research: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5M8 11h6M11 8v6" />
    </>
  ),
  agentic: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  picture: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="9" cy="9" r="2" />
      <path d="m21 15-5-5L5 21" />
    </>
  ),
};

export function ModeIcon({ mode, className = "h-4 w-4" }: { mode: ChatMode; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden className={className}>
      {PATHS[mode]}
    </svg>
  );
}
