// The local server's admin routes from a script: while `npm start` holds the PGlite database in
// DATA_DIR (PGlite is single-process), scripts ask the server instead of opening it. The server
// writes DATA_DIR/admin.json (its address) and DATA_DIR/admin-token when it starts in local mode.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** @typedef {{ url: string, token: string }} LocalServer */

/**
 * The running local server on this data folder, if there is one that answers.
 * @param {string} dataDir
 * @returns {Promise<LocalServer | null>}
 */
export async function runningServer(dataDir) {
  const infoFile = path.join(dataDir, "admin.json");
  const tokenFile = path.join(dataDir, "admin-token");
  if (!existsSync(infoFile) || !existsSync(tokenFile)) return null;
  const { url } = JSON.parse(readFileSync(infoFile, "utf8"));
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    if (!res.ok) return null;
  } catch {
    return null;
  }
  return { url, token: readFileSync(tokenFile, "utf8").trim() };
}

/**
 * One admin request with the token; the answer's JSON, or an error with the server's message.
 * @param {LocalServer} server
 * @param {string} route  e.g. "/api/admin/stats"
 * @param {RequestInit} [init]
 * @returns {Promise<any>}
 */
export async function askServer(server, route, init = {}) {
  const res = await fetch(`${server.url}${route}`, { ...init, headers: { ...init.headers, "X-Admin-Token": server.token } });
  const body = await res.json();
  if (!res.ok) throw new Error(`${server.url} answered ${res.status}: ${body.message ?? JSON.stringify(body)}`);
  return body;
}
