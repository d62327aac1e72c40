// Where the server listens. In local mode it trusts what anyone can forge (tokens signed with
// cognito-local's published key, webhooks signed with the payment emulator's secret), so there it
// answers this machine only unless HOST says otherwise, and then it says plainly what that risks.
import { connect } from "node:net";
import os from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { readConfig } from "./config";
import { startServerProcess, type ServerProcess } from "../tests/support/server/server-process";

const LOCAL_IDENTITY = { COGNITO_USER_POOL_ID: "local_pool", COGNITO_CLIENT_ID: "local-client", COGNITO_LOCAL_ENDPOINT: "http://127.0.0.1:1" };
const LOCAL_PAYMENTS = { STRIPE_SECRET_KEY: "sk_test_local_emulator", STRIPE_WEBHOOK_SECRET: "whsec_local_emulator", STRIPE_API_BASE: "http://127.0.0.1:12111" };
const PRODUCTION = {
  COGNITO_USER_POOL_ID: "eu-central-1_AbCdEf123",
  COGNITO_CLIENT_ID: "client",
  COGNITO_DOMAIN: "auth.example.com",
  STRIPE_SECRET_KEY: "sk_live_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
};

describe("readConfig's HOST", () => {
  it("is 127.0.0.1 in local mode without HOST, with the identity emulator, the payment emulator or both", () => {
    for (const env of [LOCAL_IDENTITY, LOCAL_PAYMENTS, { ...LOCAL_IDENTITY, ...LOCAL_PAYMENTS }]) {
      expect(readConfig(env)).toMatchObject({ host: "127.0.0.1", networkWarning: null, loopbackOnly: true });
    }
  });

  it("stays every interface in production and with nothing to trust, without a warning", () => {
    expect(readConfig(PRODUCTION)).toMatchObject({ host: "0.0.0.0", networkWarning: null, loopbackOnly: false });
    expect(readConfig({})).toMatchObject({ host: "0.0.0.0", networkWarning: null, loopbackOnly: false });
  });

  it("follows HOST in local mode, with a plain warning when that is not loopback", () => {
    const exposed = readConfig({ ...LOCAL_IDENTITY, ...LOCAL_PAYMENTS, HOST: "0.0.0.0", PORT: "8080" });
    expect(exposed).toMatchObject({ host: "0.0.0.0", loopbackOnly: false });
    expect(exposed.networkWarning).toContain("HOST=0.0.0.0 puts this local-mode server on the network (port 8080)");
    expect(exposed.networkWarning).toContain("Anyone who can reach this port can sign in as any user and unlock any deck without paying.");
    expect(exposed.networkWarning).toContain("leave HOST unset to listen on 127.0.0.1 only");
    expect(readConfig({ ...LOCAL_PAYMENTS, HOST: "192.0.2.10" }).networkWarning).toMatch(/payment webhooks/);
    for (const host of ["127.0.0.1", "::1", "localhost"]) expect(readConfig({ ...LOCAL_IDENTITY, HOST: host })).toMatchObject({ host, networkWarning: null });
  });
});

/** The first address of this machine that is not loopback, if it has one. */
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((info) => info && !info.internal && info.family === "IPv4")?.address;

/** Whether a TCP connection to address:port is accepted. */
function accepts(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port, timeout: 2000 });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

describe.skipIf(!networkAddress)(`the local-mode server on this machine's network address (${networkAddress})`, () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  // Each starts a server process: seconds on a loaded machine.
  it("is not reachable without HOST, and is on loopback", { timeout: 120_000 }, async () => {
    server = await startServerProcess(undefined, { ...LOCAL_IDENTITY, HOST: undefined });
    const port = Number(new URL(server.url).port);
    expect(await accepts("127.0.0.1", port)).toBe(true);
    expect(await accepts(networkAddress!, port)).toBe(false);
    expect(server.output()).toContain(`serving on http://localhost:${port}`);
    expect(server.output()).not.toContain("WARNING");
  });

  it("is reachable with HOST=0.0.0.0, and says what that risks", { timeout: 120_000 }, async () => {
    server = await startServerProcess(undefined, { ...LOCAL_IDENTITY, HOST: "0.0.0.0" });
    await expect.poll(() => server!.output()).toContain("WARNING: HOST=0.0.0.0 puts this local-mode server on the network");
    expect(await accepts(networkAddress!, Number(new URL(server.url).port))).toBe(true);
  });
});
