/** Public product settings; nothing secret may live here (it ships in the bundle). */
export const siteConfig = {
  name: "Spark Decks",
  contactEmail: "hello@sparkdecks.app",
  social: {
    facebook: "https://www.facebook.com/sparkdecks",
    twitter: "https://twitter.com/sparkdecks",
    tiktok: "https://www.tiktok.com/@sparkdecks",
  },
  /** Spec: the currency symbol is euro for European users, but that flag is fixed off. */
  useEuroForEuropeanUsers: false,
} as const;
