/// <reference lib="webworker" />
import { createHandlerBoundToURL } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";

/**
 * Paths the shell must never answer: the API, the identity service's hosted login form and
 * logout (/identity/, proxied to the local emulator), the payment emulator's checkout and portal
 * pages (/payments/, local mode), and real files (anything with an extension).
 */
const SHELL_DENYLIST = [/^\/api\//, /^\/identity(\/|$)/, /^\/payments(\/|$)/, /\/[^/?]+\.[^/?]+$/];

/**
 * Every navigation to an app route is answered with the precached index.html, at once and with
 * no network round trip: a slow or absent connection cannot hold the app back. A new shell
 * arrives with a new worker (the update prompt).
 */
export function serveShellForNavigations() {
  registerRoute(new NavigationRoute(createHandlerBoundToURL("/index.html"), { denylist: SHELL_DENYLIST }));
}
