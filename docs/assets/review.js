/* The review page (review/): the questions of every game that are due now, the longest due
   first, each answerable with the quiz page's own reveal and rating (its markup is taken
   from the game's quiz page, which this script loads; offline the service worker has it);
   export and import of the progress.  On the start page: how many questions are due.
   Storage and scheduling: progress.js, which loads this file on the first page that needs
   it; repaints on every page Material's instant navigation swaps in and on every change of
   the progress. */
(() => {
  "use strict";
  if (window.__hareReview) return;
  window.__hareReview = true;
  const P = window.__hareProgress;
  if (!P) return;

  const DAY = 24 * 60 * 60 * 1000;
  const lang = () => document.documentElement.lang || "en";

  /* The page's map of every game's questions: key -> version, and game -> {title, quiz}. */
  function questionsOf(el) {
    let data = {};
    try {
      data = JSON.parse(el.dataset.reviewQuestions || "{}");
    } catch (e) {
      /* a broken map shows nothing due */
    }
    const versions = new Map();
    const games = new Map();
    Object.entries(data).forEach(([game, info]) => {
      games.set(game, info);
      Object.entries(info.q || {}).forEach(([id, v]) => versions.set(`${game}/${id}`, v));
    });
    return { versions, games };
  }

  /* A due date in the reader's language; with the time when it is less than a day away. */
  function formatDate(ms) {
    const soon = ms - Date.now() < DAY;
    return new Intl.DateTimeFormat(lang(), soon ? { dateStyle: "long", timeStyle: "short" }
      : { dateStyle: "long" }).format(new Date(ms));
  }

  function statusText(el, due, next) {
    if (due === 1) return el.dataset.dueOne || "";
    if (due > 1) return (el.dataset.dueOther || "").replace("{n}", String(due));
    if (next !== null) return (el.dataset.noneNext || "").replace("{date}", formatDate(next));
    return el.dataset.empty || "";
  }

  /* The start page: the count. */
  async function paintCount(el) {
    const { versions } = questionsOf(el);
    P.adopt(versions);
    await P.scheduled();
    const { due, next } = P.queue(versions);
    el.textContent = statusText(el, due.length, next);
    el.dataset.due = String(due.length);
  }

  /* The review page: the due questions, cloned from their game's quiz page. */
  const pages = new Map(); // quiz page URL -> Promise<Document | null>
  let shown = new Map(); // key -> the question's element on this page
  let generation = 0;
  let timer = null;
  let lastRated = null;

  function quizPage(url) {
    if (!pages.has(url)) {
      pages.set(url, fetch(url, { credentials: "same-origin" })
        .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
        .then((text) => new DOMParser().parseFromString(text, "text/html"))
        .catch(() => { pages.delete(url); return null; }));
    }
    return pages.get(url);
  }

  async function questionElement(key, games, root) {
    if (shown.has(key)) return shown.get(key);
    const game = key.slice(0, key.indexOf("/"));
    const id = P.bareId(key);
    const info = games.get(game);
    if (!info) return null;
    const url = new URL(info.quiz, location.href);
    const doc = await quizPage(url.href);
    const found = doc && doc.querySelector(
      `.quiz[data-game="${CSS.escape(game)}"][data-quiz-id="${CSS.escape(id)}"]`);
    if (!found) {
      const missing = document.createElement("p");
      missing.className = "review__missing";
      missing.textContent = (root.dataset.unavailable || "").replace("{game}", info.title);
      return missing; // not kept: tried again on the next paint
    }
    const q = document.importNode(found, true);
    q.querySelectorAll("a[href]").forEach((a) => { // links of the quiz page, from here
      const target = new URL(a.getAttribute("href"), url);
      a.setAttribute("href", target.pathname + target.search + target.hash);
    });
    const head = q.querySelector(".quiz__label");
    if (head) head.textContent = `${info.title} · ${head.textContent}`;
    const group = q.querySelector(".quiz__rate");
    if (group) group.hidden = false;
    q.querySelectorAll("[data-rate]").forEach((b) => b.setAttribute("aria-pressed", "false"));
    shown.set(key, q);
    return q;
  }

  async function paintReview(root) {
    const mine = ++generation;
    const { versions, games } = questionsOf(root);
    P.adopt(versions);
    await P.scheduled();
    if (mine !== generation) return;
    const { due, next } = P.queue(versions);
    const elements = await Promise.all(due.map((key) => questionElement(key, games, root)));
    if (mine !== generation || !root.isConnected) return;
    const list = root.querySelector("[data-review-due]");
    const hadFocus = list && list.contains(document.activeElement);
    if (list) list.replaceChildren(...elements.filter(Boolean));
    [...shown.keys()].forEach((key) => { if (!due.includes(key)) shown.delete(key); });
    const status = root.querySelector("[data-review-status]");
    if (status) status.textContent = statusText(root, due.length, next);
    const done = root.querySelector("[data-review-done]");
    if (done && lastRated && !due.includes(lastRated)) {
      const when = P.dueOf(lastRated, versions.get(lastRated));
      done.textContent = when === null ? "" : (root.dataset.done || "").replace("{date}",
        formatDate(when));
      lastRated = null;
    }
    if (hadFocus && list && !list.contains(document.activeElement) && done) {
      done.tabIndex = -1;
      done.focus();
    }
    // Back on the page when the next question is due (soon: a "didn't know" is 10 minutes).
    clearTimeout(timer);
    if (next !== null && next - Date.now() < DAY) {
      timer = setTimeout(() => paint(), Math.max(0, next - Date.now()) + 1000);
    }
  }

  /* Export and import: a JSON file with a format name, a version and a checksum; a file
     that is broken, foreign, of another version or changed after export is refused and
     changes nothing. */
  const FORMAT = "hare-refresher-progress";
  const VERSION = 1; // of the export file
  const { isRecord, RATINGS, load, save } = P;
  function canonical(value) {
    if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
    if (isRecord(value)) {
      return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
    }
    return JSON.stringify(value);
  }
  function checksum(value) { // FNV-1a (32 bit) over the canonical JSON: finds edits, not a seal
    let h = 0x811c9dc5;
    const text = canonical(value);
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return `fnv1a:${h.toString(16).padStart(8, "0")}`;
  }

  async function exportText() {
    await P.scheduled();
    const state = load();
    const progress = {};
    Object.keys(state).sort().forEach((key) => {
      const e = state[key];
      if (key.includes("/") && validEntry(e) && isRecord(e.c)) {
        progress[key] = { r: e.r, v: e.v, t: e.t, c: e.c };
      }
    });
    const file = { format: FORMAT, version: VERSION, exported: new Date().toISOString(),
      progress, checksum: checksum(progress) };
    return JSON.stringify(file, null, 1) + "\n";
  }

  const KEY_RE = /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/;
  const finite = (x) => typeof x === "number" && Number.isFinite(x);
  const count = (x) => Number.isInteger(x) && x >= 0;
  /* Dates a rating can have: not before 2000, not after tomorrow (clocks differ by hours,
     not years); a due date at most 200 years on (FSRS caps an interval at 100).  A date
     beyond them breaks the review page's dates or locks the entry against newer ones. */
  const EARLIEST = Date.UTC(2000, 0, 1);
  const past = (x) => finite(x) && x >= EARLIEST && x <= Date.now() + DAY;
  const ahead = (x) => finite(x) && x >= EARLIEST && x <= Date.now() + 200 * 365 * DAY;
  const ENTRY_KEYS = new Set(["r", "v", "t", "c"]);
  const CARD_KEYS = new Set(["due", "stability", "difficulty", "elapsed_days", "scheduled_days",
    "learning_steps", "reps", "lapses", "state", "last_review"]);
  function validCard(c) {
    return isRecord(c) && Object.keys(c).every((k) => CARD_KEYS.has(k))
      && ahead(c.due) && finite(c.stability) && c.stability >= 0
      && finite(c.difficulty) && finite(c.elapsed_days) && finite(c.scheduled_days)
      && count(c.learning_steps) && count(c.reps) && count(c.lapses)
      && Number.isInteger(c.state) && c.state >= 0 && c.state <= 3
      && (c.last_review === undefined || past(c.last_review));
  }
  function validEntry(e) {
    return isRecord(e) && RATINGS.includes(e.r) && typeof e.v === "string"
      && /^[0-9a-f]{4,40}$/.test(e.v) && past(e.t) && (e.c === undefined || validCard(e.c));
  }
  // A file's entries: flat records of known fields only (so the checksum never recurses
  // deeper than a card), no more than a site could ever have questions.
  const MAX_ENTRIES = 5000;
  const scalar = (x) => x === null || typeof x !== "object";
  const flatEntry = (e) => isRecord(e) && Object.entries(e).every(([k, x]) => ENTRY_KEYS.has(k)
    && (k === "c" ? isRecord(x) && Object.values(x).every(scalar) : scalar(x)));

  /* -> { ok: true, count, total, skipped } or { ok: false, reason: "broken" | "foreign" |
     "version" | "tampered" | "unsaved" }; only an accepted file that the browser can store
     changes the progress (newer ratings win).  The file is checked whole before anything is
     written; questions this site does not have (`known`: key -> version) are left out. */
  function importText(text, known) {
    let file;
    try {
      file = JSON.parse(text);
    } catch (e) {
      return { ok: false, reason: "broken" }; // also JSON nested too deep to read
    }
    if (!isRecord(file) || file.format !== FORMAT) return { ok: false, reason: "foreign" };
    if (file.version !== VERSION) return { ok: false, reason: "version" };
    const progress = file.progress;
    if (!isRecord(progress)) return { ok: false, reason: "broken" };
    const keys = Object.keys(progress);
    if (keys.length > MAX_ENTRIES || !keys.every((k) => flatEntry(progress[k]))) {
      return { ok: false, reason: "broken" };
    }
    if (file.checksum !== checksum(progress)) return { ok: false, reason: "tampered" };
    if (!keys.every((k) => KEY_RE.test(k) && validEntry(progress[k]) && validCard(progress[k].c))) {
      return { ok: false, reason: "broken" };
    }
    const ours = keys.filter((k) => known.has(k));
    const state = { ...load() };
    let taken = 0;
    ours.forEach((key) => {
      const mine = state[key];
      if (isRecord(mine) && finite(mine.t) && mine.t >= progress[key].t) return;
      const { r, v, t, c } = progress[key];
      state[key] = { r, v, t, c };
      taken++;
    });
    if (taken && !P.persist(state)) return { ok: false, reason: "unsaved" };
    return { ok: true, count: taken, total: ours.length, skipped: keys.length - ours.length };
  }

  function say(box, text, ok) {
    const message = box.querySelector("[data-review-message]");
    if (!message) return;
    message.hidden = false;
    message.dataset.result = ok ? "ok" : "refused";
    message.textContent = text;
  }

  async function exportProgress(box) {
    const text = await exportText();
    const day = new Date(Date.now()).toISOString().slice(0, 10);
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    link.download = `${box.dataset.fileName || "progress"}-${day}.json`;
    link.hidden = true;
    link.addEventListener("click", (event) => event.stopPropagation()); // not a page to load
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10000);
    const n = Object.keys(JSON.parse(text).progress).length;
    say(box, (box.dataset.exported || "").replace("{n}", String(n)), true);
  }

  const MAX_FILE = 5 * 1024 * 1024;
  async function importProgress(box, input) {
    const file = input.files && input.files[0];
    input.value = ""; // the same file can be chosen again
    if (!file) return;
    const holder = document.querySelector("[data-review-questions]");
    const known = holder ? questionsOf(holder).versions : new Map();
    const result = file.size > MAX_FILE ? { ok: false, reason: "broken" }
      : importText(await file.text(), known);
    if (result.ok) {
      const skipped = result.skipped ? " " + (box.dataset.skipped || "")
        .replace("{n}", String(result.skipped)) : "";
      say(box, (box.dataset.ok || "").replace("{n}", String(result.count))
        .replace("{total}", String(result.total)) + skipped, true);
    } else {
      say(box, box.dataset[result.reason] || box.dataset.broken || "", false);
    }
  }

  function paint() {
    document.querySelectorAll("[data-review-count]").forEach((el) => paintCount(el));
    document.querySelectorAll("[data-review]").forEach((root) => paintReview(root));
  }

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const box = target.closest("[data-review-transfer]");
    if (target.closest("[data-review-export]") && box) {
      exportProgress(box);
    } else if (target.closest("[data-review-import]") && box) {
      box.querySelector("[data-review-file]")?.click();
    } else if (target.closest("[data-review-due] [data-rate]")) {
      const q = target.closest("[data-quiz-id]");
      lastRated = `${q.dataset.game}/${q.dataset.quizId}`;
    }
  }, true);
  document.addEventListener("change", (event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.matches("[data-review-file]")) {
      importProgress(input.closest("[data-review-transfer]"), input);
    }
  });
  P.onChange(paint);

  const start = () => {
    shown = new Map();
    lastRated = null;
    document.querySelectorAll("[data-review-transfer]").forEach((box) => { box.hidden = false; });
    paint();
  };
  // Loaded by progress.js on the first page that needs it; Material's document$ replays
  // that page to a late subscriber, then each page instant navigation brings.
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(start);
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
