// The three prices, found in Stripe by lookup key and kept in memory: the one source of what
// /pricing shows and what checkout charges. Refreshed in the background after a TTL; a failed
// fetch keeps the last good prices (and, before the first success, the spec's defaults are shown
// with `purchasable: false`).
import type Stripe from "stripe";
import type { PassPlan, PriceInfo, Pricing } from "../../shared/api-types";

const LOOKUP_KEYS = { deck: "deck_unlock", monthly: "all_access_monthly", yearly: "all_access_yearly" } as const;
export type PriceItem = keyof typeof LOOKUP_KEYS;

/** What the SDK's Price carries that we read. */
type PriceFields = Pick<Stripe.Price, "id" | "currency" | "unit_amount" | "lookup_key" | "type" | "recurring">;

interface LoadedPrices {
  currency: string;
  prices: Record<PriceItem, PriceFields>;
  loadedAt: number;
}

const display = (amount: number): PriceInfo => ({ amount, display: (amount / 100).toFixed(2) });

/** The spec's prices: what the page shows when payments are off. */
const DEFAULT_PRICING: Pricing = { currency: "usd", deck: display(1199), monthly: display(400), yearly: display(3600), purchasable: false };

const EXPECTED_INTERVAL: Record<PriceItem, string | null> = { deck: null, monthly: "month", yearly: "year" };

/** The plan a subscription's price stands for, from its lookup key (null for a price we do not sell). */
export function planOfLookupKey(lookupKey: string | null | undefined): PassPlan | null {
  if (lookupKey === LOOKUP_KEYS.monthly) return "monthly";
  if (lookupKey === LOOKUP_KEYS.yearly) return "yearly";
  return null;
}

class PriceUnavailableError extends Error {}

function checked(list: PriceFields[]): Omit<LoadedPrices, "loadedAt"> {
  const prices = {} as Record<PriceItem, PriceFields>;
  for (const item of Object.keys(LOOKUP_KEYS) as PriceItem[]) {
    const key = LOOKUP_KEYS[item];
    const price = list.find((p) => p.lookup_key === key);
    if (!price) throw new PriceUnavailableError(`Stripe has no active price with the lookup key "${key}".`);
    if (price.unit_amount === null) throw new PriceUnavailableError(`The price "${key}" has no fixed amount.`);
    const interval = price.recurring?.interval ?? null;
    if (interval !== EXPECTED_INTERVAL[item]) {
      throw new PriceUnavailableError(`The price "${key}" must be ${EXPECTED_INTERVAL[item] ? `recurring every ${EXPECTED_INTERVAL[item]}` : "one-time"}.`);
    }
    prices[item] = price;
  }
  const currencies = new Set(Object.values(prices).map((p) => p.currency));
  if (currencies.size !== 1) throw new PriceUnavailableError(`The three prices must share one currency, not ${[...currencies].join(", ")}.`);
  return { currency: prices.deck.currency, prices };
}

/** After a failed fetch, how long requests get the last good prices (or none) before the next try. */
const RETRY_AFTER_MS = 30_000;
/** How long GET /api/pricing waits for a first fetch before answering the defaults. */
const FIRST_FETCH_WAIT_MS = 3_000;

export class PriceCatalog {
  private loaded: LoadedPrices | null = null;
  private inFlight: Promise<LoadedPrices> | null = null;
  private failedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly stripe: Stripe | null,
    private readonly ttlMs = 5 * 60_000,
  ) {}

  /** Fetches the prices now (one request at a time). Rejects when Stripe cannot tell them; the last good ones stay. */
  refresh(): Promise<LoadedPrices> {
    const stripe = this.stripe;
    if (!stripe) return Promise.reject(new PriceUnavailableError("Payments are not configured."));
    this.inFlight ??= (async () => {
      try {
        const list = await stripe.prices.list({ lookup_keys: Object.values(LOOKUP_KEYS), active: true });
        this.loaded = { ...checked(list.data), loadedAt: Date.now() };
        return this.loaded;
      } catch (error) {
        this.failedAt = Date.now();
        throw error;
      } finally {
        this.inFlight = null;
      }
    })();
    return this.inFlight;
  }

  /** The loaded prices, refreshed in the background once stale; fetched now only when none were ever loaded. */
  private async current(): Promise<LoadedPrices> {
    const loaded = this.loaded;
    const mayTry = Date.now() - this.failedAt > RETRY_AFTER_MS;
    if (!loaded) {
      if (!mayTry && !this.inFlight) throw new PriceUnavailableError("The prices could not be fetched from Stripe a moment ago.");
      return this.refresh();
    }
    if (Date.now() - loaded.loadedAt > this.ttlMs && mayTry && !this.inFlight) {
      this.refresh().catch((error: unknown) => console.error(`Prices not refreshed (keeping the last good ones): ${describe(error)}`));
    }
    return loaded;
  }

  /** GET /api/pricing's answer. Never rejects: without prices from Stripe it is the defaults, not purchasable. */
  async pricing(): Promise<Pricing> {
    if (!this.stripe) return DEFAULT_PRICING;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PriceUnavailableError("Stripe is slow to answer.")), FIRST_FETCH_WAIT_MS);
    });
    try {
      const { currency, prices } = await Promise.race([this.current(), waited]);
      const info = (item: PriceItem) => display(prices[item].unit_amount ?? 0);
      return { currency, deck: info("deck"), monthly: info("monthly"), yearly: info("yearly"), purchasable: true };
    } catch (error) {
      console.error(`Prices unavailable, showing the defaults: ${describe(error)}`);
      return DEFAULT_PRICING;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The Stripe price id to charge for an item. Rejects when no prices can be had. */
  async priceId(item: PriceItem): Promise<string> {
    return (await this.current()).prices[item].id;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
