import { Link } from "react-router-dom";
import { DarkPage, PagePanel } from "../lib/ui/DarkPage";
import { usePageTitle } from "../lib/usePageTitle";

export default function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <DarkPage>
      <PagePanel>
        <h1>Page not found</h1>
        <p>We could not find the page you were looking for. It may have moved, or the address may be mistyped.</p>
        <p>
          <Link to="/">Go to the home page</Link> or <Link to="/decks">explore the decks</Link>.
        </p>
      </PagePanel>
    </DarkPage>
  );
}
