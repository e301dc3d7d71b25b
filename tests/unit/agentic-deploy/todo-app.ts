/** A small lite app for the deploy tests: a todo list that keeps its tasks through the data API. */
import type { LiteAppContent } from "@/lib/contracts/lite-app";

export const TODO_FILES: Record<string, string> = {
  "src/main.tsx": [
    'import { createRoot } from "react-dom/client";',
    'import App from "./App";',
    'import "./index.css";',
    "",
    'createRoot(document.getElementById("root")!).render(<App />);',
    "",
  ].join("\n"),
  "src/index.css": '@import "tailwindcss";\n',
  "src/lib/store.ts": [
    'import { useEffect, useState } from "react";',
    "",
    "type Row<T> = { id: string; data: T };",
    "declare global { interface Window { __LITE_APP__?: { dataUrl?: string } } }",
    "",
    "export function useCollection<T extends object>(name: string) {",
    '  const base = typeof window !== "undefined" ? window.__LITE_APP__?.dataUrl : undefined;',
    "  const [rows, setRows] = useState<Row<T>[]>([]);",
    "  useEffect(() => {",
    "    if (!base) return;",
    "    fetch(`${base}/${name}`).then((r) => r.json()).then((body: { records: Row<T>[] }) => setRows(body.records));",
    "  }, [base, name]);",
    "  async function add(data: T) {",
    "    if (!base) return setRows((r) => [...r, { id: String(Date.now()), data }]);",
    '    const res = await fetch(`${base}/${name}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ data }) });',
    "    const row = (await res.json()) as Row<T>;",
    "    setRows((r) => [...r, row]);",
    "  }",
    "  return { rows, add };",
    "}",
    "",
  ].join("\n"),
  "src/App.tsx": [
    'import { useState } from "react";',
    'import { useCollection } from "./lib/store";',
    "",
    "export default function App() {",
    '  const { rows, add } = useCollection<{ title: string }>("todos");',
    '  const [text, setText] = useState("");',
    "  return (",
    '    <main className="mx-auto max-w-md p-6">',
    '      <h1 className="text-2xl font-bold">Todos</h1>',
    '      <form className="mt-4 flex gap-2" onSubmit={(e) => { e.preventDefault(); if (text.trim()) void add({ title: text.trim() }); setText(""); }}>',
    '        <input aria-label="New task" className="flex-1 rounded border px-2 py-1" value={text} onChange={(e) => setText(e.target.value)} />',
    '        <button className="rounded bg-blue-600 px-3 py-1 text-white">Add</button>',
    "      </form>",
    '      <ul className="mt-4 space-y-1">{rows.map((r) => <li key={r.id}>{r.data.title}</li>)}</ul>',
    "    </main>",
    "  );",
    "}",
    "",
  ].join("\n"),
};

export function todoApp(title = "Team Todo List"): LiteAppContent {
  return { title, app_type: "tracker", style: "clean", files: { ...TODO_FILES } };
}

/** The same app with a syntax error: its build fails. */
export function brokenApp(): LiteAppContent {
  return {
    ...todoApp(),
    files: { ...TODO_FILES, "src/App.tsx": "export default function App() { return <div>; }\n" },
  };
}
