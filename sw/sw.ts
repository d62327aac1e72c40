/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { cleanUpOldCaches } from "./cache-cleanup";
import { answerNavigationsFromPrecache } from "./navigation";
import { precacheAppShell } from "./precache";
import { cacheStaticFilesAtRuntime } from "./runtime-caching";
import { listenForSkipWaiting } from "./update-messages";

declare const self: ServiceWorkerGlobalScope;

// The first install takes control of open pages at once, so a first visit already works offline.
// Later versions wait for the person's 'Update' (update-messages).
clientsClaim();
precacheAppShell(self.__WB_MANIFEST);
answerNavigationsFromPrecache();
cacheStaticFilesAtRuntime(self);
cleanUpOldCaches(self);
listenForSkipWaiting(self);
