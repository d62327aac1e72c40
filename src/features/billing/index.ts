// The billing feature's public surface: prices from the server, checkout and the customer portal,
// and what the signed-in person owns. Its pages (/checkout, /checkout/success, /checkout/cancel)
// are loaded by the route table.
export { fetchPricing } from "./billing-api";
export { ownershipOf, covers } from "./entitlements";
export { refreshEntitlements } from "./entitlements-repository";
export { useEntitlements, type EntitlementsView } from "./useEntitlements";
export { useCheckout } from "./usePaymentRedirect";
export { PurchaseButton } from "./PurchaseButton";
export { YourPurchases } from "./YourPurchases";
export { AllAccessHeld } from "./AllAccessHeld";
