import { t } from "@lingui/core/macro";
import { Component, type ReactNode } from "react";
import { Button } from "../../lib/ui/Button";

/** Keeps a broken card or deck from taking the page down; 'Try Again' reloads. */
export class ViewerErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    console.error("Deck viewer failed", error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ textAlign: "center" }}>
        <p>{t`Something went wrong loading this deck.`}</p>
        <Button type="button" $variant="light" onClick={() => window.location.reload()}>
          {t`Try Again`}
        </Button>
      </div>
    );
  }
}
