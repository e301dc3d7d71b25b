/**
 * A TCP relay between the app and a server it depends on (PostgreSQL, Redis) that can fail the
 * way those servers do, without touching the shared test servers: `restart(ms)` drops every
 * connection and closes the port (refused) for a while; `cutAfter(bytes)` drops the next
 * connection right after it sends those bytes (the statement arrives, its answer never does).
 */
import net from "node:net";

export type TcpRelay = {
  port: number;
  restart(ms: number): void;
  /** Down until `up()` (Redis gone for as long as a test needs). */
  down(): void;
  up(): void;
  cutAfter(text: string): void;
  close(): Promise<void>;
};

export async function tcpRelay(host: string, targetPort: number): Promise<TcpRelay> {
  const sockets = new Set<net.Socket>();
  let trap: Buffer | null = null;
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, host);
    sockets.add(client).add(upstream);
    client.on("data", (chunk: Buffer) => {
      upstream.write(chunk);
      if (trap && chunk.includes(trap)) {
        trap = null;
        upstream.end(); // the request reaches the server; its answer never comes back
        client.destroy();
      }
    });
    upstream.pipe(client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  const down = () => {
    if (server.listening) server.close();
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  const up = () => {
    if (!server.listening) server.listen(port, "127.0.0.1");
  };
  return {
    port,
    down,
    up,
    restart(ms) {
      down();
      setTimeout(up, ms);
    },
    cutAfter(text) {
      trap = Buffer.from(text);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server.listening) server.close(() => resolve());
        else resolve();
      }),
  };
}
