// The site's service worker (one per language build): Workbox precaching, manifest injected
// by scripts/build_sw.mjs. Workbox's runtime sits next to this file (copied from
// node_modules at build time): nothing comes from other hosts.
importScripts("WORKBOX_DIR/workbox-sw.js");
workbox.setConfig({ modulePathPrefix: "WORKBOX_DIR/", debug: false });
workbox.core.setCacheNameDetails({ prefix: "hare-refresher", suffix: "v1" });
workbox.core.skipWaiting();
workbox.core.clientsClaim();
workbox.precaching.cleanupOutdatedCaches();
workbox.precaching.precacheAndRoute(self.__WB_MANIFEST, {
  directoryIndex: "index.html",
  ignoreURLParametersMatching: [/.*/],
});
