// The billing feature's public surface: prices from the server, checkout and the customer portal,
// and the button that leads to them. Its pages (/checkout, /checkout/success, /checkout/cancel)
// are loaded by the route table.
export { fetchPricing } from "./billing-api";
export { useCheckout } from "./usePaymentRedirect";
export { PurchaseButton } from "./PurchaseButton";
export { ManageSubscriptionButton } from "./ManageSubscriptionButton";
