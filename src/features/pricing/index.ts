export { formatPrice } from "./pricing";
export { usePrices, type ShownPrices } from "./usePrices";
