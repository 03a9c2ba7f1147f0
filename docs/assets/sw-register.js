/* Offline: register the language's service worker (sw.js at the language's root, built by
   scripts/build_sw.mjs with Workbox), which precaches every page and asset of the build. */
(() => {
  "use strict";
  if (!("serviceWorker" in navigator) || !document.currentScript) return;
  const root = new URL("..", document.currentScript.src);
  const register = () => navigator.serviceWorker
    .register(new URL("sw.js", root), { scope: root.pathname })
    .catch(() => { /* no worker (file://, private mode): the site still works online */ });
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register);
})();
