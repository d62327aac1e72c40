// Types for scripts/identity-emulator.mjs, so the API tests (TypeScript) can start the emulator.
export const POOL_NAME: string;
export const CLIENT_NAME: string;
export const DEFAULT_EMULATOR_PORT: number;
export const DEFAULT_CONFIRMATION_CODE: string;

export interface IdentityEmulator {
  endpoint: string;
  port: number;
  userPoolId: string;
  clientId: string;
  code: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number>;
export function callIdentity<T = Record<string, unknown>>(endpoint: string, operation: string, body: unknown): Promise<T>;
export function ensurePoolAndClient(endpoint: string, appOrigins: string[]): Promise<{ userPoolId: string; clientId: string }>;
export function startIdentityEmulator(options: {
  dataDir: string;
  appOrigins?: string[];
  port?: number;
  code?: string;
  quiet?: boolean;
}): Promise<IdentityEmulator>;
export function appOriginsFor(port: number | string): string[];
