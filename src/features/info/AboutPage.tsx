import { InfoArticle } from "./InfoArticle";
import { about } from "./content/about";

export default function AboutPage() {
  return <InfoArticle content={about} />;
}
