/**
 * What a lite app's sources can reach through the real build (server/sandbox/worker/bundle.mjs,
 * package-files.mjs; esbuild is not mocked): their own files and the allowed packages' files,
 * nothing else. Every spelling an attacker tried (or could) fails the build with a message a
 * "fix" prompt can act on — the issue's reproduction first — and the ordinary imports still build.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildLiteApp } from "@/server/artifacts/agentic/build/build-app";

const ALLOWED = "a lite app can import react, react-dom, lucide-react and its own files";

const build = (main: string, extra: Record<string, string> = {}) =>
  buildLiteApp({ "src/main.tsx": main, ...extra }, { title: "Imports" });

/** The build fails, naming the import and saying what a lite app may import instead. */
async function refused(main: string, expected: string | RegExp, extra: Record<string, string> = {}) {
  const result = await build(main, extra);
  expect(result.ok).toBe(false);
  if (result.ok) return;
  const text = result.errors.map((e) => e.text).join("\n");
  if (typeof expected === "string") expect(text).toContain(expected);
  else expect(text).toMatch(expected);
  // Never the contents of a server file.
  expect(result.log).not.toMatch(/AUTH_SECRET|root:x:0:0|PATH=/);
}

describe("imports a lite app's build refuses", () => {
  it("the issue's reproduction: an exports wildcard with percent-encoded .. and a text attribute", async () => {
    const spec =
      "lucide-react/dist/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/proc/self/environ";
    await refused(
      `import t from "${spec}" with { type: "text" };\nconsole.log(t);\n`,
      `"${spec}" with { type: "text" } is not allowed: import attributes are only for the app's own .json files`,
    );
  });

  it("percent-encoded .. without an attribute", async () => {
    const spec =
      "lucide-react/dist/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/proc/self/environ";
    await refused(`import t from "${spec}";\nconsole.log(t);\n`, `"${spec}" is not allowed: ${ALLOWED}`);
  });

  it("percent-encoded slashes and dots in other places", async () => {
    await refused(
      'import t from "lucide-react/dist/..%2f..%2f..%2fpackage.json";\nconsole.log(t);\n',
      ALLOWED,
    );
    await refused('import t from "react/%2e%2e/%2e%2e/package.json";\nconsole.log(t);\n', "percent-encoding");
    await refused('import t from "./%2e%2e/%2e%2e/etc/passwd";\nconsole.log(t);\n', "percent-encoding");
  });

  it("a literal .. after a package name, and an exports wildcard led out of its folder", async () => {
    await refused('import t from "react/../../package.json";\nconsole.log(t);\n', "`..`");
    await refused('import t from "lucide-react/dist/../../../../etc/passwd";\nconsole.log(t);\n', "`..`");
    await refused('import t from "lucide-react/src/../../../etc/hostname";\nconsole.log(t);\n', "`..`");
    await refused('import t from "lucide-react/dist//etc/passwd";\nconsole.log(t);\n', "empty parts");
  });

  it("a path that leaves the app's own files", async () => {
    await refused('import t from "@/../../package.json";\nconsole.log(t);\n', "no such file in the app");
    await refused('import t from "src/../../../etc/passwd";\nconsole.log(t);\n', "no such file in the app");
    await refused('import t from "../../../../../etc/passwd";\nconsole.log(t);\n', "no such file in the app");
  });

  it("absolute paths", async () => {
    await refused('import t from "/etc/passwd";\nconsole.log(t);\n', '"/etc/passwd" is not allowed');
    await refused('import t from "/proc/self/environ";\nconsole.log(t);\n', "absolute paths");
  });

  it("file:, data: and http: URLs", async () => {
    await refused(
      'import t from "file:///etc/passwd";\nconsole.log(t);\n',
      '"file:///etc/passwd" is not allowed',
    );
    await refused('import t from "data:text/javascript,export default 1";\nconsole.log(t);\n', "URLs");
    await refused('import t from "http://127.0.0.1:3000/api/health";\nconsole.log(t);\n', "URLs");
    await refused('import t from "https://example.com/x.js";\nconsole.log(t);\n', "URLs");
  });

  it("Node built-ins, bare or with node:, by import, require and dynamic import", async () => {
    await refused(
      'const fs = require("fs");\nconsole.log(fs.readFileSync("/etc/passwd"));\n',
      `"fs" is not allowed: ${ALLOWED}`,
    );
    await refused(
      'import { execSync } from "child_process";\nconsole.log(execSync);\n',
      '"child_process" is not allowed',
    );
    await refused('import fs from "node:fs";\nconsole.log(fs);\n', '"node:fs" is not allowed');
    await refused('import("fs").then(console.log);\n', '"fs" is not allowed');
  });

  it("package-internal # imports", async () => {
    await refused('import t from "#internal";\nconsole.log(t);\n', '"#internal" is not allowed');
  });

  it("query strings and hashes (?raw)", async () => {
    await refused('import t from "./App.tsx?raw";\nconsole.log(t);\n', "query strings", {
      "src/App.tsx": "export default 1;\n",
    });
    await refused('import t from "react?raw";\nconsole.log(t);\n', '"react?raw" is not allowed');
    await refused('import t from "lucide-react/dist/esm/lucide-react.mjs#x";\nconsole.log(t);\n', "hashes");
  });

  it("import attributes on anything but the app's own .json", async () => {
    await refused(
      'import b from "react/package.json" with { type: "bytes" };\nconsole.log(b);\n',
      '"react/package.json" with { type: "bytes" } is not allowed',
    );
    await refused('import t from "./App.tsx" with { type: "text" };\nconsole.log(t);\n', "is not allowed", {
      "src/App.tsx": "export default 1;\n",
    });
    await refused('import u from "./data.json" with { type: "file" };\nconsole.log(u);\n', "is not allowed", {
      "src/data.json": '{ "a": 1 }',
    });
  });

  it("a package the app may not name, even one React uses itself", async () => {
    await refused(
      'import { unstable_now } from "scheduler";\nconsole.log(unstable_now());\n',
      '"scheduler" is not allowed',
    );
    await refused('import t from "typescript";\nconsole.log(t);\n', '"typescript" is not allowed');
  });

  it("import paths built at run time (esbuild would search the disk for them)", async () => {
    for (const main of [
      "const name = location.hash;\nimport(`../../../../etc/${name}`).then(console.log);\n",
      'const name = location.hash;\nconst x = require("../../../../" + name);\nconsole.log(x);\n',
      "const n = location.hash;\nimport(/* a comment */ (`./${n}.json`)).then(console.log);\n",
    ]) {
      const result = await build(main);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.errors[0].text).toContain("is not allowed: an import path built at run time");
      // No file or folder name of the server in the answer.
      expect(result.log).not.toMatch(/passwd|hostname|\.java|node_modules/);
    }
    // A fixed path written as a template is still an import like any other.
    const fixed = await build("import(`./App`).then(console.log);\n", {
      "src/App.tsx": "export default 1;\n",
    });
    expect(fixed.ok).toBe(true);
  });

  it("a JSX import source pointing anywhere else", async () => {
    await refused("/** @jsxImportSource /etc */\nconsole.log(<div />);\n", "is not allowed");
  });

  it("a symlink inside an allowed package that points outside it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vs-link-"));
    const secret = path.join(dir, "secret.js");
    fs.writeFileSync(secret, 'export default "s3cr3t-in-a-file";\n');
    const link = path.join(process.cwd(), "node_modules/lucide-react/dist", `vs-test-link-${process.pid}.js`);
    fs.symlinkSync(secret, link);
    try {
      const result = await build(
        `import t from "lucide-react/dist/${path.basename(link)}";\nconsole.log(t);\n`,
      );
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors[0].text).toContain("it leads outside lucide-react");
    } finally {
      fs.rmSync(link, { force: true });
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a named pipe, by absolute path or inside a package folder, ends at once", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vs-fifo-"));
    execFileSync("mkfifo", [path.join(dir, "pipe.ts")]);
    const pipe = path.join(process.cwd(), "node_modules/lucide-react/dist", `vs-test-pipe-${process.pid}.js`);
    execFileSync("mkfifo", [pipe]);
    try {
      await refused(`import t from "${dir}/pipe.ts";\nconsole.log(t);\n`, "absolute paths");
      await refused(
        `import t from "lucide-react/dist/${path.basename(pipe)}";\nconsole.log(t);\n`,
        "lucide-react has no such file",
      );
    } finally {
      fs.rmSync(pipe, { force: true });
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("CSS imports of anything but Tailwind's own stylesheets are not read", async () => {
    const result = await build('import "./index.css";\nconsole.log(1);\n', {
      "src/index.css":
        '@import "/etc/passwd";\n@import "tailwindcss/../../../../etc/passwd";\n.a { color: red; }\n',
    });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.css).not.toContain("root:");
  });
});

describe("imports a lite app's build still takes", () => {
  it("react, react-dom/client, lucide-react (icons, sub-paths), its own files and its own .json with type json", async () => {
    const result = await build(
      [
        'import { useState } from "react";',
        'import { createRoot } from "react-dom/client";',
        'import { Plus } from "lucide-react";',
        'import Minus from "lucide-react/icons/minus";',
        'import pkg from "react/package.json";',
        'import data from "./data.json" with { type: "json" };',
        'import { label } from "@/lib/label";',
        "function App() { const [n] = useState(data.start); return <p>{label}{n}{pkg.name}<Plus /><Minus /></p>; }",
        'createRoot(document.getElementById("root")!).render(<App />);',
      ].join("\n"),
      { "src/data.json": '{ "start": 41 }', "src/lib/label.ts": 'export const label = "n = ";\n' },
    );
    if (!result.ok) throw new Error(result.log);
    expect(result.js).toContain("M5 12h14"); // lucide's plus and minus
    expect(result.js).toContain("41");
  });
});
