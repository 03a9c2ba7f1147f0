// The site's service worker (one per language build): Workbox precaching, manifest injected
// by scripts/build_sw.mjs. Workbox's runtime sits next to this file (copied from
// node_modules at build time): nothing comes from other hosts.
importScripts("WORKBOX_DIR/workbox-sw.js");
workbox.setConfig({ modulePathPrefix: "WORKBOX_DIR/", debug: false });
// The scope in the names: the German and the English worker keep their own precache (with one
// shared name, each language's install dropped the other's pages from it).
workbox.core.setCacheNameDetails({ prefix: "hare-refresher", suffix: `v1-${self.registration.scope}` });
workbox.core.skipWaiting();
workbox.core.clientsClaim();
workbox.precaching.cleanupOutdatedCaches();
workbox.precaching.precacheAndRoute(self.__WB_MANIFEST, {
  directoryIndex: "index.html",
  ignoreURLParametersMatching: [/.*/],
});

// The referee's big files (assets/referee/: Pyodide, the engine archive) only for those who
// open a referee page: cached on first use, then served from the cache (offline too). The
// cache's name changes with Pyodide's version and the engine ("" = no referee pages).
const REFEREE = "REFEREE_CACHE";
const REFEREE_PREFIX = "hare-referee-";
if (REFEREE) {
  const refereeDir = new URL("assets/referee/", self.registration.scope).pathname;
  workbox.routing.registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname.startsWith(refereeDir),
    new workbox.strategies.CacheFirst({ cacheName: REFEREE }),
  );
}
const SHARED_BEFORE = "hare-refresher-precache-v2-v1"; // the one precache both languages shared
self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(names
    .filter((name) => (name.startsWith(REFEREE_PREFIX) && name !== REFEREE) ||
      name === SHARED_BEFORE)
    .map((name) => caches.delete(name)))));
});
