export { formatPrice } from "./pricing";
export { usePrices } from "./usePrices";
