// PostgreSQL's LISTEN/NOTIFY, for what several server instances must hear of at once (a live
// room's changes, server/rooms/room-hub.ts). Sending is plain SQL (pg_notify) through Kysely, on any
// connection; hearing needs a connection of its own that stays open: PGlite has LISTEN in process,
// and with PostgreSQL a dedicated client, opened again whenever it drops.
import type { PGlite } from "@electric-sql/pglite";

/** Called with each payload sent on the channel; `resync` after a gap in which some may have been missed. */
interface Subscriber {
  onPayload(payload: string): void;
  onResync?(): void;
}

export type Listen = (channel: string, subscriber: Subscriber) => Promise<() => Promise<void>>;

const SAFE_CHANNEL = /^[a-z_][a-z0-9_]*$/;

export function pgliteListen(pglite: PGlite): Listen {
  return async (channel, { onPayload }) => {
    if (!SAFE_CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    const unlisten = await pglite.listen(channel, onPayload);
    return () => unlisten();
  };
}

const RECONNECT_MS = [250, 500, 1000, 2000, 5000];

/** LISTEN on a client of its own, connected again (with a resync) whenever the connection drops. */
export function postgresListen(url: string): Listen {
  return async (channel, { onPayload, onResync }) => {
    if (!SAFE_CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    const pg = (await import("pg")).default;
    let stopped = false;
    let client: InstanceType<typeof pg.Client> | null = null;
    let attempt = 0;
    let retry: NodeJS.Timeout | undefined;

    const connect = async (isReconnect: boolean): Promise<void> => {
      const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
      const lost = () => {
        if (stopped || client !== next) return;
        client = null;
        next.removeAllListeners();
        next.on("error", () => undefined);
        void next.end().catch(() => undefined);
        schedule();
      };
      next.on("error", lost);
      next.on("end", lost);
      next.on("notification", (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      client = next;
      try {
        await next.connect();
        await next.query(`LISTEN ${channel}`);
        attempt = 0;
        if (isReconnect) onResync?.();
      } catch (error) {
        if (!isReconnect) {
          client = null;
          next.removeAllListeners();
          next.on("error", () => undefined);
          await next.end().catch(() => undefined);
          throw error;
        }
        lost();
      }
    };
    const schedule = () => {
      if (stopped) return;
      const wait = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
      retry = setTimeout(() => void connect(true), wait);
    };

    await connect(false);
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      if (last) {
        last.removeAllListeners();
        last.on("error", () => undefined);
        await last.end().catch(() => undefined);
      }
    };
  };
}
