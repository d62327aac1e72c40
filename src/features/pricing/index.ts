export { pricing, formatPrice, allAccessDisplay, type BillingPeriod } from "./pricing";
