/* Self-check quiz: rate each question after revealing its answer; a "didn't know" marks the
   rule it asks about for re-reading.  Ratings live in localStorage under one key, by
   "<game>/<question id>" (question ids are unique only within a game), so German and English
   pages share them and two games never do.  A rating stored by an older build under the bare
   question id still counts where its version (a hash of the question's text) matches, and is
   moved to the scoped key on a page that shows the question.  Every rating also schedules
   the question for the review page (progress.js: storage, FSRS, export/import).  Loaded once
   (extra_javascript, after progress.js); repaints on every change and on every page Material's instant navigation swaps in (document$), and all clicks go through
   one delegated listener, which survives those swaps. */
(() => {
  "use strict";
  if (window.__hareQuiz) return;
  window.__hareQuiz = true;

  // Storage (memory when it fails, the one note) and scheduling: progress.js, shared with
  // the review page.
  const P = window.__hareProgress;
  if (!P) return;
  const load = P.load;
  const save = P.save;

  /* The storage key of a question element: its game and its id. */
  const keyOf = (q) => `${q.dataset.game || ""}/${q.dataset.quizId}`;
  const bareId = P.bareId;

  /* The current rating of a question, ignoring one given to an older version of it. */
  function ratingOf(state, key, version) {
    const entry = P.entryOf(state, key, version);
    return entry ? entry.r : "";
  }

  function paintQuestions(state) {
    const ratings = new Map();
    document.querySelectorAll("[data-quiz-id]").forEach((q) => {
      if (q.closest("[data-review-due]")) return; // the review page's own (review.js)
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
    missedOnly = false;
    save(state); // repaints (P.onChange)
  }

  /* A link to a rule or question opens the fold it sits in. */
  function openTarget() {
    let id = "";
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch (e) {
      return; // a malformed %-sequence names no rule: nothing to open
    }
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

  /* A rating schedules the question (progress.js); the page repaints on the change. */
  function rate(button) {
    const q = button.closest("[data-quiz-id]");
    if (!q) return;
    P.rate(keyOf(q), q.dataset.quizV, button.dataset.rate,
      { review: Boolean(q.closest("[data-review-due]")) });
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
  P.onChange(() => paint());

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
    watchSearch(); missedOnly = false; P.newPage();
    P.adopt(new Map([...questionRules()].map(([key, [, version]]) => [key, version])));
    paint(); openTarget(); P.scheduled(); };
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(start);
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
