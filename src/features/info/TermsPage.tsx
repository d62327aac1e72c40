import { InfoArticle } from "./InfoArticle";
import { terms } from "./content/terms";

export default function TermsPage() {
  return <InfoArticle content={terms} />;
}
