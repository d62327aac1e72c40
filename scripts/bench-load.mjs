// The API under load: autocannon against the production server on loopback (50 connections,
// 10 s per target, as a browser asks: Accept-Encoding br, gzip), in one run:
//   the deck list, a free deck's cards, a premium deck's cards signed in with the pass, and a
//   static asset (the web app manifest) as the yardstick.
// Prints requests per second and p50/p99 latency per target and the deck list's rate as a share
// of the static asset's (target: >= 0.6, p99 <= 50 ms). Figures, not a pass/fail test.
// Usage: npm run bench:load [-- --seconds 10 --connections 50]
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureBuild, ensureDependencies, log, root } from "./lib.mjs";

const { values: args } = parseArgs({
  options: { seconds: { type: "string", default: "10" }, connections: { type: "string", default: "50" } },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);

ensureDependencies();
ensureBuild();
const { default: autocannon } = await import("autocannon");
const { startLocalServices } = await import("./local-services.mjs");
const { newPassHolder } = await import("./bench-accounts.mjs");
const { webhookUrlFor } = await import("./payment-emulator.mjs");

const port = 4700 + Math.floor(Math.random() * 100);
const dataDir = path.join(root, ".tmp", "bench-load");
rmSync(dataDir, { recursive: true, force: true });
/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir };
// Sign-in must be on (the premium deck is asked for with a token): the local emulators, as npm start runs them.
delete env.COGNITO_USER_POOL_ID;
delete env.COGNITO_CLIENT_ID;
delete env.STRIPE_SECRET_KEY;
const services = await startLocalServices({ env, appPort: String(port), webhookUrl: webhookUrlFor(String(port), "127.0.0.1") });
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server", "main.ts")], {
  cwd: root,
  env,
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve, reject) => {
  server.once("exit", (code) => reject(new Error(`The server exited with ${code}`)));
  server.stdout.on("data", (chunk) => {
    if (String(chunk).includes("serving on")) resolve(undefined);
  });
});

try {
  const accessToken = await newPassHolder({ url, env, dataDir });

  /** @type {import("../shared/api-types.ts").DeckSummary[]} */
  const decks = await (await fetch(`${url}/api/decks`)).json();
  const free = decks.find((d) => !d.isPremium);
  const premium = decks.find((d) => d.isPremium);
  if (!free || !premium) throw new Error("The bench needs a free and a premium deck.");
  // A small static file, sent from memory with its brotli copy as the deck list is: the yardstick
  // is the server's cost per request, not the bytes (the entry script, some 60 KiB brotli, is
  // held back by the loopback's bandwidth instead).
  const asset = "/manifest.webmanifest";

  const browser = { "Accept-Encoding": "br, gzip" };
  const targets = [
    { name: "GET /api/decks", path: "/api/decks", headers: browser },
    { name: `free deck (${free.deckId})`, path: `/api/decks/${free.deckId}/cards`, headers: browser },
    {
      name: `premium deck, pass holder (${premium.deckId})`,
      path: `/api/decks/${premium.deckId}/cards`,
      headers: { ...browser, Authorization: `Bearer ${accessToken}` },
    },
    { name: `static asset (${asset})`, path: asset, headers: browser },
  ];

  /** @type {Array<{ name: string, rps: number, p50: number, p99: number, non2xx: number, errors: number }>} */
  const results = [];
  for (const target of targets) {
    log(`${target.name}: ${connections} connections, ${seconds} s...`);
    // A short warm-up, then the measured run.
    await autocannon({ url: url + target.path, headers: target.headers, connections, duration: 1 });
    const result = await autocannon({ url: url + target.path, headers: target.headers, connections, duration: seconds });
    results.push({
      name: target.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    });
  }

  const width = Math.max(...results.map((r) => r.name.length));
  console.log(`\n${"target".padEnd(width)}   req/s     p50     p99   non-2xx  errors`);
  for (const r of results) {
    console.log(
      `${r.name.padEnd(width)}  ${r.rps.toFixed(0).padStart(6)}  ${`${r.p50} ms`.padStart(6)}  ${`${r.p99} ms`.padStart(6)}  ${String(r.non2xx).padStart(8)}  ${String(r.errors).padStart(6)}`,
    );
  }
  const [list, , , staticAsset] = results;
  const ratio = list.rps / staticAsset.rps;
  console.log(
    `\nDeck list / static asset: ${ratio.toFixed(2)} (target >= 0.60); deck list p99 ${list.p99} ms (target <= 50 ms)` +
      ` — ${ratio >= 0.6 && list.p99 <= 50 ? "met" : "NOT met"}`,
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await services.stop();
}
