/* Material's storage helpers (partials/javascripts/base.html of mkdocs-material 9.8.2), as a
   file. The scope is the site's base: the folder above this file's assets/. Unlike the
   original, reading storage that throws on access (disabled cookies) gives null. */
var __md_scope = new URL("..", document.currentScript.src);
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
