import { t } from "@lingui/core/macro";
import { useNavigate, useSearchParams } from "react-router-dom";
import { Button } from "../../lib/ui/Button";
import { DarkPage, PagePanel } from "../../lib/ui/DarkPage";
import { usePageTitle } from "../../lib/usePageTitle";
import { DeckPaywall } from "./DeckPaywall";

/** 'Unlock Premium Deck' as a page of its own: /paywall?deck=<id> offers that deck. */
export default function PaywallPage() {
  usePageTitle(t`Unlock Premium Deck`);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const deckId = params.get("deck");
  if (deckId) return <DeckPaywall deckId={deckId} previewLink />;
  return (
    <DarkPage>
      <PagePanel>
        <h1>{t`Unlock Premium Deck`}</h1>
        <p>{t`Choose a premium deck to unlock it, or get every deck with the All-Access Pass.`}</p>
        <Button type="button" $block onClick={() => navigate("/decks")}>
          {t`Choose Your Deck`}
        </Button>
      </PagePanel>
    </DarkPage>
  );
}
