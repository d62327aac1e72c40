// A TCP relay in front of a server, for the silent network a phone meets on busy Wi-Fi: paused, it
// keeps every connection open and accepts new ones, but passes no byte either way (what arrives is
// dropped, as by a path that has gone dark), and nothing is closed, so nothing tells either end.
// Playwright's offline switch cannot do this: it does not touch a stream already open.
import { createServer, connect, type Socket } from "node:net";

export interface TcpRelay {
  /** The relay's port on 127.0.0.1. */
  port: number;
  /** From now on no byte passes, either way; connections stay open. */
  pause(): void;
  /** Bytes pass again (those dropped meanwhile are gone). */
  resume(): void;
  close(): Promise<void>;
}

export async function startTcpRelay(targetPort: number, targetHost = "127.0.0.1"): Promise<TcpRelay> {
  let paused = false;
  const sockets = new Set<Socket>();
  const keep = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = createServer((client) => {
    const upstream = connect(targetPort, targetHost);
    keep(client);
    keep(upstream);
    client.on("data", (chunk) => paused || upstream.write(chunk));
    upstream.on("data", (chunk) => paused || client.write(chunk));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    pause: () => (paused = true),
    resume: () => (paused = false),
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
