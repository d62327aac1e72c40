// Analytics configuration from the environment: GA4 forwarding (GA_* variables; off unless both
// the measurement id and the API secret are set) and how to find a caller's address behind proxies.

const DEFAULT_GA_ENDPOINT = "https://www.google-analytics.com/mp/collect";

export interface GaSettings {
  measurementId: string;
  apiSecret: string;
  /** The Measurement Protocol's collect URL; GA_ENDPOINT points it elsewhere (a local recorder in tests). */
  endpoint: string;
  /** page_view's page_location is this origin + page_path (APP_ORIGIN, else http://localhost:PORT). */
  appOrigin: string;
}

export interface AnalyticsSettings {
  /** null = events are stored, not forwarded. */
  ga: GaSettings | null;
  /**
   * How many proxies in front of the server append to X-Forwarded-For (TRUSTED_PROXY_HOPS). 0 = the
   * connection's address is the caller's, and X-Forwarded-For, which anyone can send, is ignored.
   */
  trustedProxyHops: number;
}

function httpUrl(name: string, value: string, allowPath: boolean): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, not "${value}"`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || (!allowPath && url.pathname !== "/")) {
    throw new Error(`${name} must be an http(s) ${allowPath ? "URL" : "origin without a path"}, not "${value}"`);
  }
  return url;
}

export function readAnalyticsSettings(env: NodeJS.ProcessEnv, port: number): AnalyticsSettings {
  const hops = env.TRUSTED_PROXY_HOPS?.trim() || "0";
  if (!/^\d{1,2}$/.test(hops)) throw new Error(`TRUSTED_PROXY_HOPS must be a whole number of proxies, not "${env.TRUSTED_PROXY_HOPS}"`);
  const measurementId = env.GA_MEASUREMENT_ID?.trim();
  const apiSecret = env.GA_API_SECRET?.trim();
  if (!measurementId !== !apiSecret) {
    throw new Error("GA_MEASUREMENT_ID and GA_API_SECRET go together: set both to forward analytics to GA4, or neither");
  }
  const endpoint = env.GA_ENDPOINT?.trim();
  const origin = env.APP_ORIGIN?.trim();
  return {
    trustedProxyHops: Number(hops),
    ga:
      measurementId && apiSecret
        ? {
            measurementId,
            apiSecret,
            endpoint: endpoint ? httpUrl("GA_ENDPOINT", endpoint, true).toString() : DEFAULT_GA_ENDPOINT,
            appOrigin: origin ? httpUrl("APP_ORIGIN", origin, false).origin : `http://localhost:${port}`,
          }
        : null,
  };
}
