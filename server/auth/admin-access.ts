import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ServerConfig } from "../config";

/**
 * Local mode: the admin routes' token (ADMIN_TOKEN, else a new random one per start), written to
 * DATA_DIR/admin-token, and DATA_DIR/admin.json telling scripts/grant-entitlement.mjs where the
 * running server listens. Both files are readable by their owner only.
 */
export function prepareAdminAccess(config: ServerConfig): string {
  const token = config.adminToken ?? randomBytes(24).toString("base64url");
  const loopback = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(path.join(config.dataDir, "admin-token"), `${token}\n`, { mode: 0o600 });
  writeFileSync(
    path.join(config.dataDir, "admin.json"),
    `${JSON.stringify({ url: `http://${loopback.includes(":") ? `[${loopback}]` : loopback}:${config.port}`, pid: process.pid }, null, 2)}\n`,
    { mode: 0o600 },
  );
  return token;
}
