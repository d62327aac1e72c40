import { InfoArticle } from "./InfoArticle";
import { cookiePolicy } from "./content/cookie-policy";

export default function CookiePolicyPage() {
  return <InfoArticle content={cookiePolicy} />;
}
