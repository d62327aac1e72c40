import { DarkPage, PagePanel } from "../../lib/ui/DarkPage";
import { usePageTitle } from "../../lib/usePageTitle";
import { UnlockOffer } from "./UnlockOffer";

/** 'Unlock Premium Deck' as a page of its own. */
export default function PaywallPage() {
  usePageTitle("Unlock Premium Deck");
  return (
    <DarkPage>
      <PagePanel>
        <h1>Unlock Premium Deck</h1>
        <UnlockOffer />
      </PagePanel>
    </DarkPage>
  );
}
