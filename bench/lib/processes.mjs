// Child processes of the benches: started with their output kept, resolved when `ready(output)`
// matches (its match is returned), rejected if they exit first or take over two minutes.
import { spawn } from "node:child_process";

/** @param {{ cwd: string, children: Set<import('node:child_process').ChildProcess> }} where */
export function startProcess(where, command, argv, env, ready, opts = {}) {
  const child = spawn(command, argv, {
    cwd: where.cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    ...opts,
  });
  where.children.add(child);
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`did not start:\n${output.slice(-2000)}`)), 120_000);
    const onData = (chunk) => {
      output += chunk;
      const match = ready(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, match });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      where.children.delete(child);
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output.slice(-2000)}`));
    });
  });
}
