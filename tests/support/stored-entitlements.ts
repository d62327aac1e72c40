// For tests of other features that put entitlements on the device or read what is kept there: the
// entitlements feature's store, which its index.ts keeps to itself.
export { entitlementStore } from "../../src/features/entitlements/entitlement-store";
