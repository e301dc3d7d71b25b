/**
 * lucide-react in a lite app's build (server/artifacts/agentic/build/build-app.ts): named icon
 * imports are served from the icons' own files (the package entry's ~1,700 modules cost ~650 ms
 * a build), renamed and type-only imports included; anything else from the package (Icon, a
 * namespace import) still builds from the whole package; an unknown icon is still an error.
 */
import { buildLiteApp, disposeLiteAppBuilder } from "@/server/artifacts/agentic/build/build-app";

const MAIN =
  'import { createRoot } from "react-dom/client";\nimport App from "./App";\ncreateRoot(document.getElementById("root")!).render(<App />);\n';
const build = (app: string, extra: Record<string, string> = {}) =>
  buildLiteApp({ "src/main.tsx": MAIN, "src/App.tsx": app, ...extra }, { title: "Icons" });

afterAll(() => disposeLiteAppBuilder());

describe("lucide-react icons in a lite app", () => {
  it("builds named, renamed and type-only imports from the icons' own files", async () => {
    const result = await build(
      'import { Plus, Trash2 as Bin, type LucideProps } from "lucide-react";\nimport { Timer } from "./Timer";\nconst p: LucideProps = { size: 20 };\nexport default function App() { return <p><Plus {...p} /><Bin /><Timer /></p>; }\n',
      {
        "src/Timer.tsx":
          'import { TimerIcon } from "lucide-react";\nexport function Timer() { return <TimerIcon />; }\n',
      },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // The icons' drawings are in the bundle (plus: "M5 12h14"; trash-2's lid: "M3 6h18").
    expect(result.js).toContain("M5 12h14");
    expect(result.js).toContain("M3 6h18");
  });

  it("falls back to the whole package for anything that is not an icon", async () => {
    const result = await build(
      'import * as L from "lucide-react";\nimport { Icon, Plus } from "lucide-react";\nexport default function App() { return <p><L.Minus /><Plus />{typeof Icon}</p>; }\n',
    );
    expect(result.ok).toBe(true);
  });

  it("an icon that does not exist is still a build error", async () => {
    const result = await build(
      'import { NoSuchIconAnywhere } from "lucide-react";\nexport default function App() { return <NoSuchIconAnywhere />; }\n',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0].text).toContain("NoSuchIconAnywhere");
  });
});
