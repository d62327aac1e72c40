// The <Trans> the Lingui macro's JSX output renders (lingui.config.ts names this module
// "spark-i18n-trans"): it reads the app's one i18n instance, with no provider (runtime.ts says why).
// Apart from runtime.ts, so the entry script, which activates the language, does not carry it.
import { TransNoContext, type TransProps } from "@lingui/react/server";
import { createElement } from "react";
import { i18n } from "./runtime";

export function Trans(props: TransProps) {
  return createElement(TransNoContext, { ...props, lingui: { i18n } });
}
