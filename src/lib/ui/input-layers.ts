import { useLayoutEffect } from "react";

// Who owns the keyboard: an open dialog or tour registers itself here while it takes input, and
// page-wide shortcuts (the deck viewer's keys) ask before acting. Registering in a layout effect
// makes a layer count from the commit that shows it to the commit that starts its exit, so a
// dialog that is fading out already lets keys through.

const layers = new Set<symbol>();

/** Takes the keyboard from page-wide shortcuts while `active` (an open, interactive layer). */
export function useInputLayer(active: boolean) {
  useLayoutEffect(() => {
    if (!active) return;
    const layer = Symbol("input layer");
    layers.add(layer);
    return () => {
      layers.delete(layer);
    };
  }, [active]);
}

/** True while any dialog or tour owns the keyboard. */
export function inputLayerOpen(): boolean {
  return layers.size > 0;
}
