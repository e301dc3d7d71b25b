/**
 * The build sandbox (server/sandbox/): real worker processes, real builds. A worker's environment
 * holds none of the server's secrets and its working folder is a temporary one, removed after;
 * past its deadline or memory cap a build's worker and esbuild's service die with it and the
 * build says why, in the user's language; owners take turns and never run two builds at once.
 */
import fs from "node:fs";
import os from "node:os";
import { compileLiteApp } from "@/server/artifacts/agentic/build/build-app";
import { BuildSandbox } from "@/server/sandbox/build-sandbox";
import { FairQueue } from "@/server/sandbox/fair-queue";
import { processTree } from "@/server/sandbox/worker-process";

const APP = {
  "src/main.tsx":
    'import { createRoot } from "react-dom/client";\nimport { Plus } from "lucide-react";\ncreateRoot(document.getElementById("root")!).render(<p className="p-2"><Plus /></p>);\n',
};
const appNamed = (label: string) => ({
  "src/main.tsx": `${APP["src/main.tsx"]}console.log(${JSON.stringify(label)});\n`,
});

/** What a process was started with: its environment's variables. */
function environOf(pid: number): Record<string, string> {
  const raw = fs.readFileSync(`/proc/${pid}/environ`, "utf8");
  return Object.fromEntries(
    raw
      .split("\0")
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf("=")), entry.slice(entry.indexOf("=") + 1)]),
  );
}

const alive = (pid: number) => fs.existsSync(`/proc/${pid}`) && !/State:\s+Z/.test(readStatus(pid));
function readStatus(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return "";
  }
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a build worker's environment", () => {
  const SECRETS = {
    AUTH_SECRET: "auth-secret-value-123",
    OIDC_CLIENT_SECRET: "oidc-secret-value-123",
    OPENAI_API_KEY: "sk-provider-key-123",
    ANTHROPIC_API_KEY: "sk-ant-key-123",
    DATABASE_URL: "postgres://user:dbpass123@localhost/db",
    REDIS_URL: "redis://:redispass123@localhost:6379",
    S3_SECRET_ACCESS_KEY: "s3-secret-123",
    OPERATOR_TOKEN: "operator-token-123",
    SMTP_URL: "smtp://user:smtppass123@localhost",
  };
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const [key, value] of Object.entries(SECRETS)) {
      saved[key] = process.env[key];
      process.env[key] = value;
    }
  });
  afterAll(() => {
    for (const key of Object.keys(SECRETS)) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });

  it("holds none of the server's secrets, in Node nor in esbuild's service; its folder is temporary and removed", async () => {
    const sandbox = new BuildSandbox({ workers: 1 });
    try {
      const { build } = await compileLiteApp(APP, { title: "Env" }, { typecheck: false, sandbox });
      expect(build.ok).toBe(true);
      const [worker] = sandbox.pids();
      const tree = processTree(worker);
      expect(tree.length).toBeGreaterThanOrEqual(2); // the worker and esbuild's service
      for (const pid of tree) {
        const env = environOf(pid);
        for (const key of Object.keys(SECRETS)) expect(env[key]).toBeUndefined();
        const values = Object.values(env).join("\n");
        for (const secret of Object.values(SECRETS)) expect(values).not.toContain(secret);
        // Only what Node and esbuild need (and the IPC channel Node adds for the worker).
        const unexpected = Object.keys(env).filter(
          (key) =>
            !["PATH", "NODE_ENV", "HOME", "TMPDIR", "LANG"].includes(key) &&
            !/^(NODE_CHANNEL_|ESBUILD_)/.test(key),
        );
        expect(unexpected).toEqual([]);
      }
      const cwd = fs.readlinkSync(`/proc/${worker}/cwd`);
      expect(cwd.startsWith(fs.realpathSync(os.tmpdir()))).toBe(true);
      expect(environOf(worker).HOME).toBe(cwd);
      await sandbox.close();
      await until(() => !fs.existsSync(cwd));
    } finally {
      await sandbox.close();
    }
  });
});

describe("bounds", () => {
  it("past its memory cap a build is killed, esbuild's service with it, and says why in the user's language", async () => {
    // A warm worker holds more than 64 MB: the cap is passed by any build.
    const sandbox = new BuildSandbox({ workers: 1, memoryMb: 64 });
    try {
      let tree: number[] = [];
      const watch = setInterval(() => {
        const [pid] = sandbox.pids();
        if (pid) tree = [...new Set([...tree, ...processTree(pid)])];
      }, 20);
      const en = await compileLiteApp(APP, { title: "Mem", lang: "en" }, { typecheck: false, sandbox });
      clearInterval(watch);
      expect(en.build.ok).toBe(false);
      if (!en.build.ok)
        expect(en.build.errors[0].text).toContain("more than 64 MB of memory and was stopped");
      expect(tree.length).toBeGreaterThan(0);
      await until(() => tree.every((pid) => !alive(pid)));
      const zh = await compileLiteApp(APP, { title: "Mem", lang: "zh-CN" }, { typecheck: false, sandbox });
      expect(zh.build.ok).toBe(false);
      if (!zh.build.ok) expect(zh.build.errors[0].text).toContain("构建占用的内存超过 64 MB");
    } finally {
      await sandbox.close();
    }
  });

  it("past its deadline a build is killed and says why", async () => {
    const sandbox = new BuildSandbox({ workers: 1, deadlineMs: 1500 });
    try {
      // 60,000-deep nesting: Tailwind's class scan alone takes minutes on it.
      const nested = { "src/main.tsx": `export default ${"[".repeat(60_000)}${"]".repeat(60_000)};\n` };
      const { build } = await compileLiteApp(
        nested,
        { title: "Slow", lang: "en" },
        { typecheck: true, sandbox },
      );
      // Killed at the deadline, not run to its end (minutes): the answer is the deadline's and no
      // build process is left. No clock here: "within 15 s" counted a cold worker's start-up, which a
      // loaded machine stretches, against the deadline.
      expect(build.ok).toBe(false);
      if (!build.ok) expect(build.errors[0].text).toContain("took longer than 2 s and was stopped");
      expect(sandbox.pids()).toEqual([]);
    } finally {
      await sandbox.close();
    }
  });
});

describe("fairness", () => {
  it("takes owners in turn: user B's build is not queued behind three of user A's", async () => {
    const sandbox = new BuildSandbox({ workers: 1 });
    try {
      const finished: string[] = [];
      const start = (owner: string, name: string) =>
        compileLiteApp(appNamed(name), { title: name, owner }, { typecheck: false, sandbox }).then((r) => {
          expect(r.build.ok).toBe(true);
          finished.push(name);
        });
      await Promise.all([
        start("user-a", "a1"),
        start("user-a", "a2"),
        start("user-a", "a3"),
        start("user-b", "b1"),
      ]);
      expect(finished).toEqual(["a1", "b1", "a2", "a3"]);
    } finally {
      await sandbox.close();
    }
  });

  it("runs at most one build of a user at a time, even with a free worker", async () => {
    const sandbox = new BuildSandbox({ workers: 2 });
    try {
      let most = 0;
      const watch = setInterval(() => (most = Math.max(most, sandbox.pids().length)), 10);
      await Promise.all(
        ["a1", "a2", "a3"].map((name) =>
          compileLiteApp(appNamed(name), { title: name, owner: "user-a" }, { typecheck: false, sandbox }),
        ),
      );
      clearInterval(watch);
      expect(most).toBe(1);
    } finally {
      await sandbox.close();
    }
  });

  it("the queue serves the owner served least recently first", () => {
    const queue = new FairQueue<string>();
    queue.push("a", "a1");
    expect(queue.take()).toEqual({ owner: "a", item: "a1" });
    queue.push("a", "a2");
    queue.push("a", "a3");
    queue.push("b", "b1");
    queue.push("c", "c1");
    expect(queue.take()).toEqual({ owner: "b", item: "b1" }); // a is running
    queue.done("a");
    expect(queue.take()).toEqual({ owner: "c", item: "c1" }); // never served yet
    queue.done("b");
    queue.done("c");
    expect(queue.take()).toEqual({ owner: "a", item: "a2" });
    expect(queue.take()).toBeNull(); // a's next waits for a2
    queue.done("a");
    expect(queue.take()).toEqual({ owner: "a", item: "a3" });
  });
});
