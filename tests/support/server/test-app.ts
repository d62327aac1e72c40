// The app as most API tests build it: on a database of the test file's own, migrated and seeded,
// trusting the access tokens of test callers (signed with a key made for the run) where a real
// server trusts the identity service's. And a real loopback socket, for tests that need one.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp, type AppOptions } from "../../../server/app";
import type { DeckContent } from "../../../server/content/deck-content";
import type { DatabaseHandle, DatabaseTarget } from "../../../server/db/database";
import { seededDatabaseForFile } from "./test-databases";
import { testCallers, type TestCallers } from "./test-billing";

export type TestApp = ReturnType<typeof createApp>;
/** createApp's options but the database and sign-in, which testAppsForFile gives. */
export type TestAppOptions = Omit<AppOptions, "db" | "auth">;

export interface TestApps {
  /** `callers.as(sub)`: the Authorization header of a signed-in person with that sub. */
  callers: TestCallers;
  /** The database: inside a test, or a beforeAll registered after testAppsForFile. */
  db(): DatabaseHandle["db"];
  /** A new app on the database that trusts the callers' tokens: where db() may be called. */
  appWith(options?: TestAppOptions): TestApp;
}

/**
 * For a test file (or a describe block): an empty database of `target` seeded with `decks`, opened
 * before its tests and closed after them, and the apps on it that sign the test callers in.
 */
export function testAppsForFile(target: DatabaseTarget, decks: DeckContent[]): TestApps {
  const database = seededDatabaseForFile(target, decks);
  const callers = testCallers();
  return {
    callers,
    db: () => database().db,
    appWith: (options = {}) => createApp({ db: database().db, auth: { settings: null, verifier: callers.verifier }, ...options }),
  };
}

type FetchHandler = Parameters<typeof serve>[0]["fetch"];

export interface Listening {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Stops listening; resolves once the connections still open have ended. */
  close(): Promise<void>;
}

/** Serves `fetch` on a free loopback port. */
export function listenOnLoopback(fetch: FetchHandler): Promise<Listening> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((closed) => server.close(() => closed())),
      });
    });
  });
}
