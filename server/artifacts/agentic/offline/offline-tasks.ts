/**
 * placeholder, replaced by la-offline: the Offline model's lite-app writer. It answers every
 * call with the same small counter app in the agreed format (prompts/common.md), in the user's
 * language, so the round, its build and its preview work before la-offline's writers land.
 */
import { offlineTask, type OfflineTask } from "../../../ai/offline/writers";
import type { OfflineWriter } from "../../../ai/offline/types";
import { agenticKind } from "@/lib/contracts/kinds";

const MAIN = `import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import App from "./App";
import "./index.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);`;

function app(label: string, reset: string): string {
  return `import { useState } from "react";
import { Minus, Plus, RotateCcw } from "lucide-react";

export default function App() {
  const [count, setCount] = useState(0);
  return (
    <main className="min-h-screen flex items-center justify-center bg-slate-50">
      <div className="rounded-2xl bg-white p-8 shadow text-center space-y-4">
        <h1 className="text-lg font-semibold text-slate-700">${label}</h1>
        <p data-testid="count" className="text-5xl font-bold text-slate-900">{count}</p>
        <div className="flex gap-2 justify-center">
          <button aria-label="-1" className="rounded-lg bg-slate-200 p-2" onClick={() => setCount((n) => n - 1)}><Minus size={18} /></button>
          <button aria-label="+1" className="rounded-lg bg-indigo-600 p-2 text-white" onClick={() => setCount((n) => n + 1)}><Plus size={18} /></button>
          <button aria-label="${reset}" className="rounded-lg bg-slate-200 p-2" onClick={() => setCount(0)}><RotateCcw size={18} /></button>
        </div>
      </div>
    </main>
  );
}`;
}

export const agenticPlaceholderWriter: OfflineWriter = ({ locale }) => {
  const zh = locale === "zh";
  return [
    zh ? "好的，这是一个简单的计数器应用。" : "Here is a small counter app.",
    `<app title="${zh ? "计数器" : "Counter"}" type="tool" style="clean" />`,
    "<plan>",
    zh ? "- 计数器界面" : "- Counter screen",
    zh ? "- 加、减和清零按钮" : "- Plus, minus and reset buttons",
    "</plan>",
    `<file path="src/main.tsx">\n${MAIN}\n</file>`,
    `<file path="src/App.tsx">\n${app(zh ? "计数器" : "Counter", zh ? "清零" : "Reset")}\n</file>`,
    `<file path="src/index.css">\n@import "tailwindcss";\n</file>`,
    zh ? "预览已就绪。" : "The preview is ready.",
  ].join("\n");
};

export const AGENTIC_OFFLINE_TASK = offlineTask(agenticKind.id, agenticPlaceholderWriter);
export const AGENTIC_OFFLINE_TASKS: readonly OfflineTask[] = [AGENTIC_OFFLINE_TASK];
