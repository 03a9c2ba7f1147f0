/* "Keep the referee for offline use" (refresher/render/keep_offline.py): on the start page
   and every referee page. The referee's big files are otherwise fetched only by a referee
   page when it starts its engine; pressing the button downloads them now into the
   referee's Cache Storage (the one the service worker serves assets/referee/ from, and the
   worker keeps them in), with a progress bar, and says when they are kept and the space
   they take. Nothing is fetched without that press.

   Hooks: [data-referee-keep] (the box: the files, their total size, the cache name, the
   words), [data-referee-keep-button], [data-referee-keep-progress],
   [data-referee-keep-status]; the box carries data-referee-kept once every file is kept. */
(() => {
  "use strict";
  const box = document.querySelector("[data-referee-keep]");
  if (!box || box.dataset.refereeKeepRunning !== undefined) return;
  if (!self.caches || !window.fetch) { // no Cache Storage (private mode?): it cannot work here
    box.hidden = true;
    return;
  }
  box.dataset.refereeKeepRunning = "";
  const words = JSON.parse(box.dataset.refereeKeepLabels || "{}");
  const lang = box.dataset.refereeKeepLang || "en";
  const say = (key, values = {}) => (words[key] || key).replace(/\{(\w+)\}/g,
    (_, name) => (name in values ? values[name] : `{${name}}`));
  const megabytes = (bytes) => `${new Intl.NumberFormat(lang, { minimumFractionDigits: 1,
    maximumFractionDigits: 1 }).format(bytes / 1e6)} MB`;
  const urls = (box.dataset.refereeKeepFiles || "").split(" ").filter(Boolean)
    .map((path) => new URL(path, location.href).href);
  const total = Number(box.dataset.refereeKeepSize) || 0;
  const button = box.querySelector("[data-referee-keep-button]");
  const bar = box.querySelector("[data-referee-keep-progress]");
  const status = box.querySelector("[data-referee-keep-status]");
  const cacheName = box.dataset.refereeCache;

  /* Whether every file is kept (their sizes are the build's: reading megabytes back on
     every visit of the start page would cost a phone more than it tells). */
  async function allKept(cache) {
    for (const url of urls) if (!(await cache.match(url))) return false;
    return true;
  }

  function done(size, key) {
    bar.hidden = true;
    button.hidden = true;
    status.textContent = say(key, { size: megabytes(size) });
    box.setAttribute("data-referee-kept", "");
  }

  /* One file into the cache, counting its bytes as they arrive (the progress bar). */
  async function keep(cache, url, counted) {
    const response = await fetch(url, { cache: "no-store" });
    if (!response.ok) throw new Error(`${response.status} ${url.split("/").pop()}`);
    const reader = response.body.getReader();
    const chunks = [];
    for (;;) {
      const { done: end, value } = await reader.read();
      if (end) break;
      chunks.push(value);
      counted(value.byteLength);
    }
    const headers = { "Content-Type": response.headers.get("Content-Type") ||
      "application/octet-stream" };
    await cache.put(url, new Response(new Blob(chunks), { headers }));
  }

  button.addEventListener("click", async () => {
    button.disabled = true;
    bar.hidden = false;
    let got = 0;
    const counted = (n) => {
      got += n;
      bar.value = Math.min(got, total);
      status.textContent = say("referee_keep_loading",
        { done: megabytes(got), size: megabytes(total) });
    };
    counted(0);
    try {
      // the browser may otherwise drop the files when space runs short
      if (navigator.storage && navigator.storage.persist) navigator.storage.persist();
      const cache = await caches.open(cacheName);
      const sizes = (box.dataset.refereeKeepSizes || "").split(" ").map(Number);
      for (const [i, url] of urls.entries()) {
        if (await cache.match(url)) counted(sizes[i] || 0);
        else await keep(cache, url, counted);
      }
      done(total, "referee_keep_ready");
    } catch (error) {
      bar.hidden = true;
      button.disabled = false;
      status.textContent = say("referee_keep_failed", { why: error.message || String(error) });
    }
  });

  // Kept already (an earlier press, or a referee page that ran its engine): say so.
  caches.has(cacheName).then((exists) => exists && caches.open(cacheName).then(allKept))
    .then((kept) => { if (kept) done(total, "referee_keep_kept"); })
    .catch(() => {});
})();
