/* Self-check quiz: rate each question after revealing its answer; a "didn't know" marks the
   rule it asks about for re-reading.  Ratings live in localStorage under one key, by
   "<game>/<question id>" (question ids are unique only within a game), so German and English
   pages share them and two games never do.  A rating stored by an older build under the bare
   question id still counts where its version (a hash of the question's text) matches, and is
   moved to the scoped key when the question is rated again.  Loaded once (extra_javascript); repaints on
   every page Material's instant navigation swaps in (document$), and all clicks go through
   one delegated listener, which survives those swaps. */
(() => {
  "use strict";
  if (window.__hareQuiz) return;
  window.__hareQuiz = true;

  const KEY = "hare-refresher:ratings:v1";
  let memory = {}; // used when localStorage is disabled, full or broken

  const isRecord = (x) => x !== null && typeof x === "object" && !Array.isArray(x);

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
      storageFailing(); // disabled or full: ratings last in memory for this session
    }
  }

  /* A write failed (storage full, disabled or broken): from now on this session's ratings
     live in memory only, and the page says so once. */
  let storageFailed = false;
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

  function clear() {
    memory = {};
    try {
      window.localStorage.removeItem(KEY);
    } catch (e) {
      /* nothing stored */
    }
  }

  /* The storage key of a question element: its game and its id. */
  const keyOf = (q) => `${q.dataset.game || ""}/${q.dataset.quizId}`;
  const bareId = (key) => key.slice(key.indexOf("/") + 1);

  /* The current rating of a question, ignoring one given to an older version of it. */
  function ratingOf(state, key, version) {
    const entry = isRecord(state[key]) ? state[key] : state[bareId(key)];
    if (!isRecord(entry) || entry.v !== version) return "";
    return entry.r === "known" || entry.r === "unknown" ? entry.r : "";
  }

  function paintQuestions(state) {
    const ratings = new Map();
    document.querySelectorAll("[data-quiz-id]").forEach((q) => {
      const rating = ratingOf(state, keyOf(q), q.dataset.quizV);
      ratings.set(keyOf(q), rating);
      q.dataset.rated = rating;
      const group = q.querySelector(".quiz__rate");
      if (group) group.hidden = false;
      let stateText = "";
      q.querySelectorAll("[data-rate]").forEach((button) => {
        const pressed = button.dataset.rate === rating;
        button.setAttribute("aria-pressed", String(pressed));
        if (pressed) stateText = button.dataset.stateText || "";
      });
      const status = q.querySelector("[data-quiz-state]");
      if (status) status.textContent = stateText;
    });
    return ratings;
  }

  function paintSummaries(ratings) {
    const values = [...ratings.values()];
    const known = values.filter((r) => r === "known").length;
    const missed = values.filter((r) => r === "unknown").length;
    document.querySelectorAll("[data-quiz-progress]").forEach((box) => {
      box.hidden = false;
      const summary = box.querySelector("[data-quiz-summary]");
      if (summary) {
        summary.textContent = (summary.dataset.template || "{known}/{total}")
          .replace("{known}", String(known))
          .replace("{missed}", String(missed))
          .replace("{open}", String(ratings.size - known - missed))
          .replace("{total}", String(ratings.size));
      }
    });
    paintMissedOnly(missed);
  }

  /* "Only the ones I missed": a switch on the quiz page; with nothing missed it says so and
     shows every question. */
  let missedOnly = false;

  function paintMissedOnly(missed) {
    const content = document.querySelector(".md-content");
    const on = missedOnly && missed > 0;
    if (content) content.classList.toggle("missed-only", on);
    document.querySelectorAll("[data-quiz-missed]").forEach((button) => {
      button.setAttribute("aria-pressed", String(on));
      const note = button.closest("[data-quiz-progress]")?.querySelector("[data-quiz-note]");
      if (note) {
        note.hidden = !(missedOnly && missed === 0);
        note.textContent = note.hidden ? "" : button.dataset.empty || "";
      }
    });
    document.querySelectorAll(".md-content h2").forEach((heading) => {
      let shown = false;
      for (let el = heading.nextElementSibling; el && el.tagName !== "H2"; el = el.nextElementSibling) {
        const qs = el.matches("[data-quiz-id]") ? [el] : [...el.querySelectorAll("[data-quiz-id]")];
        if (qs.length === 0) { shown = true; break; }
        if (qs.some((q) => !on || q.dataset.rated === "unknown")) { shown = true; break; }
      }
      heading.classList.toggle("quiz-group--empty", !shown);
    });
  }

  /* Reset asks first, and takes back only the ratings of this page's game. */
  function reset(button) {
    if (!window.confirm(button.dataset.confirm || "?")) return;
    const games = new Set();
    document.querySelectorAll("[data-quiz-id]").forEach((q) => games.add(q.dataset.game || ""));
    const rules = questionRules();
    const state = { ...load() };
    Object.keys(state).forEach((key) => {
      const game = key.includes("/") ? key.slice(0, key.indexOf("/")) : null;
      if (games.has(game) || rules.has(key)) delete state[key];
    });
    rules.forEach((_, key) => delete state[bareId(key)]);
    save(state);
    missedOnly = false;
    paint();
  }

  /* A link to a rule or question opens the fold it sits in. */
  function openTarget() {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id && document.getElementById(id);
    if (!target) return;
    for (let d = target.closest("details"); d; d = d.parentElement?.closest("details")) d.open = true;
    const own = target.querySelector(":scope > details.rule__fold");
    if (own) own.open = true;
  }

  /* A board picture wider than the screen scrolls to the fields the question is about. */
  function focusBoard(fold) {
    fold.querySelectorAll(".board__scroll").forEach((box) => {
      const svg = box.querySelector("svg[data-focus-x]");
      if (!svg || box.scrollWidth <= box.clientWidth) return;
      box.scrollLeft = Math.max(0, Number(svg.dataset.focusX) - box.clientWidth / 2);
    });
  }

  /* question id -> [rule id, version]: from the review list (all of the game's questions)
     and from the questions on this page. */
  function questionRules() {
    const map = new Map();
    document.querySelectorAll("[data-review-list]").forEach((list) => {
      try {
        const all = JSON.parse(list.dataset.questions || "{}");
        Object.entries(all).forEach(([id, ruleAndVersion]) => map.set(id, ruleAndVersion));
      } catch (e) {
        /* a broken map only loses the list, not the page */
      }
    });
    document.querySelectorAll("[data-quiz-id]").forEach((q) => {
      map.set(keyOf(q), [q.dataset.rule, q.dataset.quizV]);
    });
    return map;
  }

  function paintRules(state) {
    const marked = new Set();
    questionRules().forEach(([rule, version], id) => {
      if (ratingOf(state, id, version) === "unknown") marked.add(rule);
    });
    const toReread = [];
    document.querySelectorAll(".rule[id]").forEach((rule) => {
      const on = marked.has(rule.id);
      rule.classList.toggle("review", on);
      const flag = rule.querySelector("[data-review-flag]");
      if (flag) flag.hidden = !on;
      if (on) toReread.push(rule);
    });
    document.querySelectorAll("[data-review-list]").forEach((list) => {
      const items = toReread.map((rule) => {
        const link = document.createElement("a");
        link.href = "#" + rule.id;
        link.textContent = rule.dataset.ruleTitle || rule.id;
        const item = document.createElement("li");
        item.append(link);
        return item;
      });
      const ul = list.querySelector("[data-review-items]");
      if (ul) ul.replaceChildren(...items);
      list.hidden = items.length === 0;
    });
  }

  function paint() {
    const state = load();
    paintSummaries(paintQuestions(state));
    paintRules(state);
    document.querySelectorAll("[data-print]").forEach((b) => { b.hidden = false; });
  }

  function rate(button) {
    const q = button.closest("[data-quiz-id]");
    if (!q) return;
    const state = { ...load() };
    const key = keyOf(q);
    const before = ratingOf(state, key, q.dataset.quizV);
    if (isRecord(state[bareId(key)]) && state[bareId(key)].v === q.dataset.quizV) {
      delete state[bareId(key)]; // an old unscoped rating of this very question moves here
    }
    if (before === button.dataset.rate) {
      delete state[key]; // pressing the pressed button takes the rating back
    } else {
      state[key] = { r: button.dataset.rate, v: q.dataset.quizV, t: Date.now() };
    }
    save(state);
    paint();
  }

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const button = target.closest("[data-rate]");
    if (button) {
      rate(button);
    } else if (target.closest("[data-quiz-reset]")) {
      reset(target.closest("[data-quiz-reset]"));
    } else if (target.closest("[data-quiz-missed]")) {
      missedOnly = !missedOnly;
      paint();
    } else if (target.closest("[data-print]")) {
      window.print();
    }
  });
  document.addEventListener("toggle", (event) => {
    const fold = event.target;
    if (fold instanceof HTMLDetailsElement && fold.open) focusBoard(fold);
  }, true);
  window.addEventListener("hashchange", openTarget);
  window.addEventListener("storage", (event) => {
    if (event.key === KEY || event.key === null) paint();
  });

  /* Search: results from the game whose page is open come first (stable otherwise). */
  const folderOf = (href) => {
    const scope = window.__md_scope ? window.__md_scope.pathname : "/";
    const path = new URL(href, location.href).pathname;
    return path.startsWith(scope) ? path.slice(scope.length).split("/")[0] : "";
  };

  function orderResults(list) {
    const here = folderOf(location.href);
    if (!here) return;
    const items = [...list.children];
    const rank = (li) => {
      const link = li.querySelector("a[href]");
      return link && folderOf(link.href) === here ? 0 : 1;
    };
    const sorted = items.map((li, i) => [rank(li), i, li]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    if (sorted.every(([, i], k) => i === k)) return; // already in order: no mutation loop
    list.append(...sorted.map(([, , li]) => li));
  }

  function watchSearch() {
    const list = document.querySelector(".md-search-result__list");
    if (!list || list.dataset.ordered) return;
    list.dataset.ordered = "1";
    new MutationObserver(() => orderResults(list)).observe(list, { childList: true });
  }

  const start = () => {
    watchSearch(); missedOnly = false; paint(); openTarget(); };
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(start);
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
