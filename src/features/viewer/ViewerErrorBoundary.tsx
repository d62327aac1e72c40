import { Component, type ReactNode } from "react";
import { Button } from "../../lib/ui/Button";

const VIEWER_CRASH_MESSAGE = "Something went wrong loading this deck.";

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
        <p>{VIEWER_CRASH_MESSAGE}</p>
        <Button type="button" $variant="light" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </div>
    );
  }
}
