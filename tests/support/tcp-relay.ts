// A TCP relay in front of a server, for the silent network a phone meets on busy Wi-Fi: paused, it
// keeps every connection open and accepts new ones, but passes no byte either way, and nothing is
// closed, so nothing tells either end. What was sent meanwhile arrives once it resumes, as TCP
// delivers what it retransmitted when a path comes back (only a connection one end gave up on
// loses it). Playwright's offline switch cannot do this: it does not touch a stream already open.
import { createServer, connect, type Socket } from "node:net";

export interface TcpRelay {
  /** The relay's port on 127.0.0.1. */
  port: number;
  /** From now on no byte passes, either way; connections stay open. */
  pause(): void;
  /** Bytes pass again, those held meanwhile first. */
  resume(): void;
  close(): Promise<void>;
}

export async function startTcpRelay(targetPort: number, targetHost = "127.0.0.1"): Promise<TcpRelay> {
  let paused = false;
  const sockets = new Set<Socket>();
  /** Bytes held while paused, per destination, in order. */
  const held = new Map<Socket, Buffer[]>();
  const pass = (to: Socket, chunk: Buffer) => {
    if (!paused) return void to.write(chunk);
    held.set(to, [...(held.get(to) ?? []), chunk]);
  };
  const keep = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => {
      sockets.delete(socket);
      held.delete(socket);
    });
    socket.on("error", () => socket.destroy());
  };
  const server = createServer((client) => {
    const upstream = connect(targetPort, targetHost);
    keep(client);
    keep(upstream);
    client.on("data", (chunk: Buffer) => pass(upstream, chunk));
    upstream.on("data", (chunk: Buffer) => pass(client, chunk));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    pause: () => (paused = true),
    resume() {
      paused = false;
      for (const [to, chunks] of held) if (!to.destroyed) chunks.forEach((chunk) => to.write(chunk));
      held.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
