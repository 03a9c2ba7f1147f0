/* The reader's progress, for quiz.js and review.js: ratings and FSRS schedules (ts-fsrs in
   assets/vendor/, loaded only to schedule).  localStorage KEY: "<game>/<question id>" ->
   {r: "known"|"unknown", v: question version, t: ms, c: FSRS card (dates in ms),
   p: the entry before (pressing the pressed button restores it)}.  No `c` (older builds'
   "v1" entries, or not scheduled yet): its rating is applied at `t` to p's card or a new
   one, so an old "didn't know" is due now, an old "knew it" two days after.  Bare ids
   (older still) move under their game on a page that knows the question.  Storage full or
   blocked: memory for the session, and the page says so once. */
(() => {
  "use strict";
  if (window.__hareProgress) return;

  const KEY = "hare-refresher:ratings:v1";
  const RATINGS = ["known", "unknown"];
  const VENDOR = document.currentScript ? new URL("vendor/ts-fsrs.js", document.currentScript.src)
    : null;
  let memory = {}; // used when localStorage is disabled, full or broken
  let storageFailed = false;
  const listeners = new Set();

  const isRecord = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
  const bareId = (key) => key.slice(key.indexOf("/") + 1);

  function load() {
    if (storageFailed) return memory; // what is stored is older than this session's ratings
    try {
      const raw = window.localStorage.getItem(KEY);
      if (raw !== null) {
        const data = JSON.parse(raw);
        if (isRecord(data)) return data;
      }
    } catch (e) {
      /* disabled storage or garbage in it: fall back to this page's memory */
    }
    return memory;
  }

  function save(state) {
    memory = state;
    try {
      window.localStorage.setItem(KEY, JSON.stringify(state));
    } catch (e) {
      storageFailing(); // disabled or full: the progress lasts in memory for this session
    }
    changed();
    if (Object.values(state).some((e) => isRecord(e) && !isRecord(e.c) && RATINGS.includes(e.r))) {
      scheduled(); // fills in the new rating's schedule, then tells the listeners again
    }
  }

  /* Saves `state` for good or changes nothing: false when the browser cannot store it
     (full, disabled, or this session already in memory only).  For an import, which must
     not report progress that is lost when the page closes. */
  function persist(state) {
    if (storageFailed) return false;
    try {
      window.localStorage.setItem(KEY, JSON.stringify(state));
    } catch (e) {
      return false;
    }
    save(state);
    return !storageFailed;
  }

  function clear() {
    memory = {};
    try {
      window.localStorage.removeItem(KEY);
    } catch (e) {
      /* nothing stored */
    }
    changed();
  }

  const changed = () => listeners.forEach((fn) => fn());
  const onChange = (fn) => listeners.add(fn);
  window.addEventListener("storage", (event) => {
    if (event.key === KEY || event.key === null) changed();
  });

  /* A write failed (storage full, disabled or broken): from now on this session's progress
     lives in memory only, and the page says so once. */
  const NOT_SAVED = {
    de: "Dein Fortschritt kann in diesem Browser nicht gespeichert werden: deine Einschätzungen gelten nur, bis du die Seite schließt.",
    en: "Your progress cannot be saved in this browser: your ratings last only until you close the page.",
  };
  function storageFailing() {
    if (storageFailed) return;
    storageFailed = true;
    const note = document.createElement("p");
    note.className = "quiz-storage-note admonition warning";
    note.setAttribute("role", "status");
    note.dataset.storageNote = "";
    note.textContent = NOT_SAVED[document.documentElement.lang] || NOT_SAVED.en;
    const where = document.querySelector("[data-quiz-progress]") || document.querySelector("article");
    if (where) where.before(note);
    else document.body.prepend(note);
  }

  /* The entry of a question's current version: under "<game>/<id>", or an older build's
     under the bare id. */
  function entryOf(state, key, version) {
    const entry = isRecord(state[key]) ? state[key] : state[bareId(key)];
    if (!isRecord(entry) || entry.v !== version || !RATINGS.includes(entry.r)) return null;
    return entry;
  }

  /* Bare ids of questions this page knows (key -> version) move under their game. */
  function adopt(known) {
    const state = load();
    let moved = false;
    const next = { ...state };
    known.forEach((version, key) => {
      const bare = bareId(key);
      if (bare === key || isRecord(next[key]) || !isRecord(next[bare])) return;
      if (next[bare].v !== version) return;
      next[key] = next[bare];
      delete next[bare];
      moved = true;
    });
    if (moved) save(next);
  }

  /* A rating of one question.  On the quiz pages (`review: false`) pressing the pressed
     button takes the rating back, and changing one's mind on the same page replaces the
     rating instead of counting as a second review; on the review page every rating is a
     review. */
  const ratedHere = new Set();
  function rate(key, version, rating, { review = false } = {}) {
    const state = { ...load() };
    const before = entryOf(state, key, version);
    if (!isRecord(state[key]) && before) delete state[bareId(key)]; // moves under its game
    const strip = (e) => e && { r: e.r, v: e.v, t: e.t, ...(isRecord(e.c) ? { c: e.c } : {}) };
    if (!review && before && before.r === rating) {
      if (isRecord(before.p) && entryOf({ [key]: before.p }, key, version)) state[key] = before.p;
      else delete state[key];
      ratedHere.delete(key);
    } else {
      const previous = !review && before && ratedHere.has(key) ? before.p : strip(before);
      state[key] = { r: rating, v: version, t: Date.now(), ...(previous ? { p: previous } : {}) };
      ratedHere.add(key);
    }
    save(state);
  }
  const newPage = () => ratedHere.clear();

  /* FSRS: "didn't know" = Again (due again in 10 minutes), "knew it" = Good (2 days, then
     11, 46, ... : later and later). */
  let fsrs = null;
  function scheduler() {
    if (!fsrs) {
      if (!VENDOR) return Promise.reject(new Error("no ts-fsrs"));
      fsrs = import(VENDOR.href).then((lib) => ({
        lib,
        f: lib.fsrs(lib.generatorParameters({
          learning_steps: ["10m"], relearning_steps: ["10m"], enable_fuzz: false })),
      }));
      fsrs.catch(() => { fsrs = null; }); // offline on a first visit: try again later
    }
    return fsrs;
  }
  const toCard = (c) => ({ ...c, due: new Date(c.due),
    last_review: c.last_review === undefined ? undefined : new Date(c.last_review) });
  const fromCard = (card) => {
    const c = { ...card, due: card.due.getTime() };
    if (card.last_review) c.last_review = new Date(card.last_review).getTime();
    else delete c.last_review;
    return c;
  };
  function cardAfter({ lib, f }, entry) {
    const at = new Date(entry.t);
    let base = lib.createEmptyCard(at);
    if (isRecord(entry.p) && RATINGS.includes(entry.p.r)) {
      base = toCard(isRecord(entry.p.c) ? entry.p.c : cardAfter({ lib, f }, entry.p));
    }
    const grade = entry.r === "known" ? lib.Rating.Good : lib.Rating.Again;
    return fromCard(f.next(base, at, grade).card);
  }

  /* Resolves once every entry has its schedule (computing the missing ones). */
  let pending = null;
  function scheduled() {
    const missing = (s) => Object.keys(s).filter(
      (k) => isRecord(s[k]) && RATINGS.includes(s[k].r) && !isRecord(s[k].c));
    if (missing(load()).length === 0) return Promise.resolve();
    if (pending) return pending;
    pending = scheduler().then((fs) => {
      pending = null;
      const state = { ...load() };
      const keys = missing(state);
      keys.forEach((k) => {
        if (!Number.isFinite(state[k].t)) state[k] = { ...state[k], t: Date.now() };
        state[k] = { ...state[k], c: cardAfter(fs, state[k]) };
      });
      if (keys.length) save(state);
    }, () => { pending = null; });
    return pending;
  }

  /* Due entries among `known` (key -> version), oldest due first; and the next due time. */
  function queue(known, now = Date.now()) {
    const state = load();
    const due = [];
    let next = null;
    known.forEach((version, key) => {
      const entry = entryOf(state, key, version);
      if (!entry || !isRecord(entry.c) || !Number.isFinite(entry.c.due)) return;
      if (entry.c.due <= now) due.push([entry.c.due, key]);
      else if (next === null || entry.c.due < next) next = entry.c.due;
    });
    due.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
    return { due: due.map(([, key]) => key), next };
  }
  const dueOf = (key, version) => {
    const entry = entryOf(load(), key, version);
    return entry && isRecord(entry.c) ? entry.c.due : null;
  };

  /* The review page's script (review.js: the due list, the start page's count, export and
     import) only on the pages that have them. */
  const REVIEW = document.currentScript ? new URL("review.js", document.currentScript.src) : null;
  let reviewLoaded = false;
  function needReview() {
    if (reviewLoaded || !REVIEW || !document.querySelector("[data-review], [data-review-count]")) {
      return;
    }
    reviewLoaded = true;
    const script = document.createElement("script");
    script.src = REVIEW.href;
    document.head.append(script);
  }
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(needReview);
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", needReview);
  } else {
    needReview();
  }

  window.__hareProgress = {
    KEY, RATINGS, load, save, persist, clear, onChange, entryOf, adopt, rate, newPage, scheduled, queue,
    dueOf, bareId, isRecord,
  };
})();
