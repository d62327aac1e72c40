export { pricing, formatPrice } from "./pricing";
