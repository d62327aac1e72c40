/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { listenForSkipWaiting } from "./update-messages";

declare const self: ServiceWorkerGlobalScope;

// The app shell: every hashed chunk, index.html, fonts and icons (injected at build time).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
listenForSkipWaiting(self);
