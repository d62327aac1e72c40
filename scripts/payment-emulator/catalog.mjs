// What the emulator sells: the products and the three prices of the spec, found by lookup key as
// the app finds them in Stripe. Seeded once into the state; their ids then stay.
import { newPrice, newProduct } from "./objects.mjs";

/** @import { Stripe } from "stripe" */
/** @typedef {import("./state.mjs").PaymentStore} PaymentStore */

/**
 * @typedef {object} CatalogEntry
 * @property {"deck_unlock" | "all_access_monthly" | "all_access_yearly"} lookupKey
 * @property {string} productKey
 * @property {string} productName
 * @property {string} nickname
 * @property {number} amount  cents
 * @property {"month" | "year" | null} interval
 */

/** @type {CatalogEntry[]} */
const CATALOG = [
  { lookupKey: "deck_unlock", productKey: "deck", productName: "Premium deck", nickname: "Unlock one deck", amount: 1199, interval: null },
  { lookupKey: "all_access_monthly", productKey: "pass", productName: "All-Access Pass", nickname: "All-Access Pass, monthly", amount: 400, interval: "month" },
  { lookupKey: "all_access_yearly", productKey: "pass", productName: "All-Access Pass", nickname: "All-Access Pass, yearly", amount: 3600, interval: "year" },
];

/**
 * Adds whatever product or price of the catalogue is missing (a new state, or one from an older
 * emulator); prices already there keep their ids.
 * @param {PaymentStore} store
 */
export function seedCatalog(store) {
  const { products, prices } = store.data;
  const now = store.now();
  for (const entry of CATALOG) {
    if (Object.values(prices).some((price) => price.lookup_key === entry.lookupKey)) continue;
    let product = Object.values(products).find((p) => p.metadata.catalog_key === entry.productKey);
    if (!product) {
      product = newProduct({ name: entry.productName, catalogKey: entry.productKey, created: now });
      products[product.id] = product;
    }
    const price = newPrice({
      product: product.id,
      lookupKey: entry.lookupKey,
      nickname: entry.nickname,
      amount: entry.amount,
      interval: entry.interval,
      created: now,
    });
    prices[price.id] = price;
    if (!product.default_price) product.default_price = price.id;
  }
}

/**
 * The other interval of the pass: the price a portal switch moves to.
 * @param {PaymentStore} store
 * @param {Stripe.Price} price
 * @returns {Stripe.Price | undefined}
 */
export function otherPassPrice(store, price) {
  if (price.lookup_key === "all_access_monthly") return store.priceByLookupKey("all_access_yearly");
  if (price.lookup_key === "all_access_yearly") return store.priceByLookupKey("all_access_monthly");
  return undefined;
}

/**
 * The plan name the app's metadata uses for a pass price.
 * @param {Stripe.Price} price
 * @returns {"monthly" | "yearly" | null}
 */
export function planOf(price) {
  if (price.recurring?.interval === "month") return "monthly";
  if (price.recurring?.interval === "year") return "yearly";
  return null;
}
