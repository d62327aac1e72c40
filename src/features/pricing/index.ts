export { formatPrice } from "./pricing";
export { usePrices } from "./usePrices";
export { EarlySupporterBenefits } from "./EarlySupporterBenefits";
