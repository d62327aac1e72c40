import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import { DarkPage, PagePanel } from "../lib/ui/DarkPage";
import { usePageTitle } from "../lib/usePageTitle";

export default function NotFoundPage() {
  usePageTitle(t`Page not found`);
  return (
    <DarkPage>
      <PagePanel>
        <h1>{t`Page not found`}</h1>
        <p>{t`We could not find the page you were looking for. It may have moved, or the address may be mistyped.`}</p>
        <p>
          <Trans>
            <Link to="/">Go to the home page</Link> or <Link to="/decks">explore the decks</Link>.
          </Trans>
        </p>
      </PagePanel>
    </DarkPage>
  );
}
