/* Material's storage helpers (partials/javascripts/base.html of mkdocs-material 9.8.2), as a
   file. The scope is the site's base: the folder above this file's assets/. Unlike the
   original, reading storage that throws on access (disabled cookies) gives null. */
var __md_scope = new URL("..", document.currentScript.src);
/* Scripts run: refresher.css keeps the room of what quiz.js will show (no layout shift). */
document.documentElement.classList.add("rf-js");
var __md_hash = (e) => [...e].reduce((h, c) => (h << 5) - h + c.charCodeAt(0), 0);
var __md_get = (e, _, t = __md_scope) => {
  try {
    return JSON.parse((_ || localStorage).getItem(t.pathname + "." + e));
  } catch (error) {
    return null;
  }
};
var __md_set = (e, _, t, a = __md_scope) => {
  try {
    (t || localStorage).setItem(a.pathname + "." + e, JSON.stringify(_));
  } catch (error) {
    /* full or disabled: the setting lasts for this page */
  }
};

/* Search loads when the reader opens it, not with every page: until the search field gets
   the focus (or its toggle, or Material's search keys f, s, /), the request for the index
   waits and the search worker is a stand-in that queues its messages.  Loaded in <head>,
   before Material's bundle, which asks for both at startup. */
(() => {
  "use strict";
  const RealWorker = window.Worker;
  const realFetch = window.fetch ? window.fetch.bind(window) : null;
  let opened = false;
  const waiting = [];
  const open = () => {
    if (opened) return;
    opened = true;
    waiting.splice(0).forEach((resume) => resume());
  };
  const whenOpen = () => new Promise((resume) => (opened ? resume() : waiting.push(resume)));
  const urlOf = (input) => (typeof input === "string" ? input : (input && input.url) || String(input));

  const isIndex = (url) => /\/search\/search_index\.json(\?|$)/.test(url);
  if (realFetch) {
    window.fetch = (input, init) => (!opened && isIndex(urlOf(input))
      ? whenOpen().then(() => realFetch(input, init))
      : realFetch(input, init));
  }
  if (window.XMLHttpRequest) { // Material asks for the index with XMLHttpRequest
    const proto = window.XMLHttpRequest.prototype;
    const realOpen = proto.open;
    const realSend = proto.send;
    proto.open = function (method, url, ...rest) {
      this.__mdUrl = String(url);
      return realOpen.call(this, method, url, ...rest);
    };
    proto.send = function (...args) {
      if (opened || !isIndex(this.__mdUrl || "")) return realSend.apply(this, args);
      whenOpen().then(() => realSend.apply(this, args));
      return undefined;
    };
  }
  if (RealWorker) {
    window.Worker = function (url, options) {
      if (opened || !/\/workers\/search\./.test(String(url))) return new RealWorker(url, options);
      const listeners = [];
      const queue = [];
      let real = null;
      whenOpen().then(() => {
        real = new RealWorker(url, options);
        listeners.forEach(([type, fn, opts]) => real.addEventListener(type, fn, opts));
        queue.splice(0).forEach(([message, transfer]) => real.postMessage(message, transfer));
      });
      return {
        postMessage(message, transfer) {
          if (real) real.postMessage(message, transfer);
          else queue.push([message, transfer]);
        },
        addEventListener(type, fn, opts) {
          if (real) real.addEventListener(type, fn, opts);
          else listeners.push([type, fn, opts]);
        },
        removeEventListener(type, fn, opts) {
          const i = listeners.findIndex(([t, f]) => t === type && f === fn);
          if (i >= 0) listeners.splice(i, 1);
          if (real) real.removeEventListener(type, fn, opts);
        },
        terminate() { if (real) real.terminate(); },
      };
    };
  }
  document.addEventListener("focusin", (event) => {
    if (event.target instanceof Element && event.target.closest("[data-md-component=search]")) open();
  }, true);
  document.addEventListener("change", (event) => {
    if (event.target instanceof Element && event.target.id === "__search") open();
  }, true);
  document.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("label[for=__search]")) open();
  }, true);
  document.addEventListener("keydown", (event) => {
    const field = event.target instanceof Element && event.target.closest("input, textarea, select, [contenteditable]");
    if (!field && ["f", "s", "/"].includes(event.key)) open();
  }, true);
})();

/* Offline: once the page has loaded, register the language's service worker (sw.js at the
   language's root, built by scripts/build_sw.mjs with Workbox), which precaches every page
   and asset of the build.  Here rather than in a file of its own: one request less. */
(() => {
  "use strict";
  if (!("serviceWorker" in navigator)) return;
  const root = __md_scope;
  const register = () => navigator.serviceWorker
    .register(new URL("sw.js", root), { scope: root.pathname })
    .catch(() => { /* no worker (file://, private mode): the site still works online */ });
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register);
})();
