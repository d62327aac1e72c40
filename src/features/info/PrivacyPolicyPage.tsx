import { InfoArticle } from "./InfoArticle";
import { privacyPolicy } from "./content/privacy-policy";

export default function PrivacyPolicyPage() {
  return <InfoArticle content={privacyPolicy} />;
}
