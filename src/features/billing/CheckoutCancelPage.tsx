import { useNavigate, useSearchParams } from "react-router-dom";
import { paywallUrl } from "../../lib/app-urls";
import { purchaseIntentFrom } from "../../lib/purchase-urls";
import { Button } from "../../lib/ui/Button";
import { usePageTitle } from "../../lib/usePageTitle";
import { useDecks } from "../decks";
import { CheckoutPanel, PanelActions } from "./CheckoutPanel";

/**
 * Where the payment page returns when the person cancels: /checkout/cancel?deck=<id> or
 * ?plan=<plan>. A calm notice, and the way back to where they came from.
 */
export default function CheckoutCancelPage() {
  usePageTitle("Checkout cancelled");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const intent = purchaseIntentFrom(params);
  const decks = useDecks();
  const deckId = intent && "deckId" in intent ? intent.deckId : null;
  const title = deckId && decks.status === "ready" ? decks.decks.find((deck) => deck.deckId === deckId)?.title : undefined;

  return (
    <CheckoutPanel title="Checkout cancelled">
      <p role="status">Nothing was charged, and nothing has changed.</p>
      {deckId ? (
        <p>{title ? `${title} is still here whenever you want to unlock it.` : "The deck is still here whenever you want to unlock it."}</p>
      ) : intent ? (
        <p>The All-Access Pass is still here whenever you want it.</p>
      ) : null}
      <PanelActions>
        {deckId ? (
          <Button type="button" $block onClick={() => navigate(paywallUrl(deckId))}>
            Back to the deck
          </Button>
        ) : intent ? (
          <Button type="button" $block onClick={() => navigate("/pricing")}>
            Back to pricing
          </Button>
        ) : null}
        <Button type="button" $variant="outline" $block onClick={() => navigate("/decks")}>
          Browse decks
        </Button>
      </PanelActions>
    </CheckoutPanel>
  );
}
