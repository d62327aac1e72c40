// `npm start`: install what is missing, build the app if needed, and serve everything on one port.
import { spawn } from "node:child_process";
import path from "node:path";
import { ensureBuild, ensureDependencies, log, root } from "./lib.mjs";

try {
  ensureDependencies();
  ensureBuild();
} catch (error) {
  console.error(error.message);
  process.exit(error.exitCode ?? 1);
}

log("Starting the server...");
const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server", "main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
