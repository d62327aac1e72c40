import { t } from "@lingui/core/macro";
import { Component, type ReactNode } from "react";
import { Button } from "../lib/ui/Button";
import { DarkPage, PagePanel } from "../lib/ui/DarkPage";

interface State {
  error: Error | null;
}

/** Catches a page that failed to load or render, so the header and footer stay usable. */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  componentDidCatch(error: Error) {
    console.error("Page failed", error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <DarkPage>
        <PagePanel role="alert">
          <h1>{t`This page could not be loaded`}</h1>
          <p>{t`Check your connection and try again.`}</p>
          <Button type="button" onClick={() => window.location.reload()}>
            {t`Try Again`}
          </Button>
        </PagePanel>
      </DarkPage>
    );
  }
}
