/* The referee page: "what may I do here?" for the game of the page, answered by the
   project's own engine (hare_rules.core.referee) running in Pyodide in a worker
   (assets/referee-worker.js). This script only shows the engine's answers and sends the
   reader's taps and typing back; it knows no rule of any game.

   Loaded by the referee page itself (a script element in its content), never by the other
   pages. Hooks: [data-referee] (the root, with the worker's URLs and the words in the
   page's language), [data-referee-position] (the notation), [data-legal-action=TOKEN],
   [data-reason-code=CODE], [data-referee-control=ID], [data-referee-tap=VALUE] (in the
   picture). The root carries data-referee-ready once the first answers are shown (from
   the build's files or the engine), data-referee-engine-ready once Pyodide answers,
   data-referee-offline once all its files are cached; for scripts/bench_referee.py
   data-referee-ready-ms and data-referee-engine-ms (ms from navigation to each; and
   data-referee-script-ms, to this script's start; data-referee-start-ms, to the reader's
   action that started the full referee),
   data-referee-ms (the engine's last answer) and data-referee-answer-ms (the reader's last
   action to its answer shown), data-referee-answer (which call; "…-data" when the build's
   files answered it).
   `#position=<encodeURIComponent(notation)>` opens that position.

   The build writes the engine's answers for every position the site links
   (refresher.render.referee_answers: its view, the verdict on every move a reader can try there,
   the next view of the first listed moves); they are shown at once, and Pyodide (seconds
   on a laptop, most of a minute on a phone) starts only when the reader asks something
   they do not hold. */
(() => {
  "use strict";
  const root = document.querySelector("[data-referee]");
  if (!root) return;
  const shared = (window.__hareReferee = window.__hareReferee || {});
  if (shared.root === root) return; // this page is already running
  shared.root = root;
  // for scripts/bench_referee_instant.py: how much of the time to the answers is the page's
  root.dataset.refereeScriptMs = String(Math.round(performance.now()));

  const $ = (sel) => root.querySelector(sel);
  const words = JSON.parse(root.dataset.refereeLabels || "{}");
  const say = (key) => words[key] || key;
  const game = root.dataset.refereeGame;
  const lang = root.dataset.refereeLang;
  const el = (tag, props = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(props)) {
      if (value === undefined || value === null || value === false) continue;
      if (key === "text") node.textContent = value;
      else if (key === "dataset") Object.assign(node.dataset, value);
      else if (key === "on") for (const [ev, fn] of Object.entries(value)) node.addEventListener(ev, fn);
      else node.setAttribute(key, value === true ? "" : value);
    }
    for (const child of children) if (child !== null && child !== undefined) node.append(child);
    return node;
  };

  // --- the worker (started on the first question the build's answers do not hold) -------
  let worker = null;
  const pending = new Map();
  let nextId = 1;
  const onWorkerMessage = (event) => {
    const data = event.data || {};
    if (data.stage !== undefined) return progress(data.stage);
    if (data.offline) return root.setAttribute("data-referee-offline", "");
    const waiting = pending.get(data.id);
    if (!waiting) return;
    pending.delete(data.id);
    if (data.error !== undefined) waiting.reject(new Error(data.error));
    else waiting.resolve(data.result);
  };
  const onWorkerError = (event) => {
    for (const waiting of pending.values()) waiting.reject(new Error(event.message || "worker"));
    pending.clear();
  };
  function startWorker() {
    if (shared.worker) shared.worker.terminate(); // a page left without a navigation event
    worker = shared.worker = new Worker(new URL(root.dataset.refereeWorker, location.href),
      { type: "module" });
    worker.onmessage = onWorkerMessage;
    worker.onerror = onWorkerError;
  }
  const send = (call, args, extra = {}) => new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, call, args, ...extra });
  });

  // One call at a time, in order; the page shows it is busy meanwhile (the first call also
  // waits for the engine to start).
  let queue = Promise.resolve();
  const ask = (call, ...args) => {
    const run = queue.then(async () => {
      root.dataset.refereeBusy = "";
      const t0 = performance.now();
      try {
        await startEngine();
        return await send(call, args);
      } finally {
        root.dataset.refereeMs = String(Math.round(performance.now() - t0));
        delete root.dataset.refereeBusy;
      }
    });
    queue = run.catch(() => {});
    return run;
  };

  // --- loading the engine ------------------------------------------------------------------
  const stages = say("referee_stages").split("|");
  const status = $("[data-referee-status]");
  const statusText = $("[data-referee-status-text]");
  const bar = $("[data-referee-progress]");
  let started = 0; // when the engine began to start
  let loadingWord = "referee_loading"; // "…the full referee" once answers are on the page
  function progress(n) {
    if (!engine || root.hasAttribute("data-referee-engine-ready")) return;
    bar.value = n;
    const slow = performance.now() - started > 2500 ? ` ${say("referee_loading_slow")}` : "";
    statusText.textContent = `${say(loadingWord)} (${stages[n - 1] || ""})${slow}`;
  }
  let slowTimer = null;

  /* Pyodide and the engine in the worker, once; the page says it is loading meanwhile. */
  let engine = null;
  function startEngine() {
    if (engine) return engine;
    if (root.hasAttribute("data-referee-ready")) loadingWord = "referee_full_loading";
    startWorker();
    engine = Promise.resolve(); // progress() may run from here on
    started = performance.now();
    root.dataset.refereeStartMs = String(Math.round(started)); // since navigation
    status.classList.remove("referee__status--ready");
    progress(1);
    slowTimer = setTimeout(() => progress(Number(bar.value) || 1), 2600);
    engine = send("init", undefined, {
      pyodide: new URL(root.dataset.refereePyodide, location.href).href,
      engine: new URL(root.dataset.refereeEngine, location.href).href,
      cache: root.dataset.refereeCache,
    }).then((answer) => {
      root.dataset.refereeTimings = JSON.stringify((answer && answer.timings) || {});
      progress(4);
      clearTimeout(slowTimer);
      statusText.textContent = say("referee_ready");
      bar.value = bar.max;
      root.dataset.refereeEngineMs = String(Math.round(performance.now())); // since navigation
      root.setAttribute("data-referee-engine-ready", "");
      status.classList.add("referee__status--ready");
    }, (error) => {
      clearTimeout(slowTimer);
      statusText.textContent = say("referee_failed");
      throw error;
    });
    return engine;
  }

  // --- the build's answers ---------------------------------------------------------------------
  const known = new Map(); // notation -> {notation, view, attempts, play} of the build
  const storedKeys = new Set((root.dataset.refereeStored || "").split(" ").filter(Boolean));
  const own = (object, key) => (object && Object.prototype.hasOwnProperty.call(object, key)
    ? object[key] : undefined);
  /* The file's name: FNV-1a (32 bit) over the notation's UTF-16 code units, as
     refresher.render.referee_answers.key writes it. */
  function answersKey(notation) {
    let h = 0x811c9dc5;
    for (let i = 0; i < notation.length; i++) {
      h ^= notation.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, "0");
  }
  /* The build's answers for a notation (null: the start position), or null where it wrote
     none (a position the site does not link) or they cannot be fetched. */
  async function stored(notation) {
    const hit = notation !== null && known.get(notation);
    if (hit) return hit;
    const name = notation === null ? "start" : answersKey(notation);
    // only the files the build wrote (the page lists them): no request for any other position
    if (!root.dataset.refereeAnswers || (name !== "start" && !storedKeys.has(name))) return null;
    try {
      const response = await fetch(new URL(`${root.dataset.refereeAnswers}${name}.json`,
        location.href));
      if (!response.ok) return null;
      const data = await response.json();
      // another notation with the same hash, or a file of another shape: not ours
      if ((notation !== null && data.notation !== notation) || !data.view) return null;
      known.set(data.notation, data);
      known.set(data.view.notation, data);
      return data;
    } catch {
      return null;
    }
  }
  /* What the build's files answer for a call (undefined: ask the engine). */
  async function fromData(call, args) {
    if (call === "start") return ((await stored(null)) || {}).view;
    if (call === "view") return ((await stored(args[1])) || {}).view;
    const data = known.get(args[1]);
    if (call === "attempt") return own(data && data.attempts, args[2]);
    // a move with the outcome the reader chose: "+1|lose-half" (referee_answers.play_key)
    if (call === "play") return own(data && data.play, args[4] ? `${args[2]}|${args[4]}` : args[2]);
    return undefined;
  }
  /* The answer to a call: from the build's files where they hold it, else the engine's.
     Marks which one answered (data-referee-answer gets "-data" for the files). */
  let answeredFrom = "";
  async function answer(call, ...args) {
    const local = await fromData(call, args);
    if (local !== undefined) {
      answeredFrom = "-data";
      return local;
    }
    answeredFrom = "";
    return ask(call, ...args);
  }

  const errorBox = $("[data-referee-error]");
  function showError(message) {
    errorBox.textContent = message;
    errorBox.hidden = false;
  }
  function clearError() {
    errorBox.hidden = true;
    errorBox.textContent = "";
  }

  // --- the state of the page -------------------------------------------------------------
  let current = null; // the last good View
  const undo = [];
  let selectedPlace = null; // id of the place control the next tap sets
  const positionField = $("[data-referee-position]");
  const undoButton = $("[data-referee-undo]");

  function fromHash() {
    const match = /(?:^#|&)position=([^&]*)/.exec(location.hash);
    if (!match) return null;
    try {
      return decodeURIComponent(match[1]);
    } catch {
      return match[1];
    }
  }
  function toHash(notation) {
    const url = new URL(location.href);
    url.hash = `position=${encodeURIComponent(notation)}`;
    history.replaceState(history.state, "", url);
  }

  /* Show an answer. A View replaces the page's position (the old one goes on the undo
     stack when `remember`); an error is shown and everything else stays as it was. */
  function accept(view, remember = true) {
    if (!view || view.ok !== true) {
      showError((view && view.error) || "?");
      if (current) positionField.value = current.notation;
      return false;
    }
    clearError();
    if (remember && current && current.notation !== view.notation) undo.push(current.notation);
    current = view;
    render(view);
    toHash(view.notation);
    return true;
  }
  const failed = (error) => showError(`${say("referee_failed")} ${error.message}`);

  // --- drawing ---------------------------------------------------------------------------
  function render(view) {
    positionField.value = view.notation;
    undoButton.disabled = undo.length === 0;
    $("[data-referee-to-move]").textContent = view.to_move_text || "";
    renderPicture(view.picture || {});
    renderControls(view.controls || []);
    renderActions(view);
    renderNotes(view.notes || []);
    $("[data-referee-verdict]").replaceChildren();
  }

  function renderPicture(picture) {
    const box = $("[data-referee-picture]");
    // The engine's own SVG (the game's picture code, escaped by the engine): inline, so its
    // elements can be tapped.
    box.innerHTML = picture.svg || "";
    // A picture with places to tap is a group of buttons, not one image (an image's parts
    // are not announced, and it may not hold controls).
    const svg = box.querySelector("svg");
    if (svg && box.querySelector("[data-referee-tap]")) svg.setAttribute("role", "group");
    for (const spot of box.querySelectorAll("[data-referee-tap]")) {
      spot.setAttribute("tabindex", "0");
      spot.setAttribute("role", "button");
      spot.classList.add("referee__tap");
    }
    $("[data-referee-caption]").textContent = picture.caption || "";
    if (picture.alt) box.setAttribute("aria-description", picture.alt);
  }

  function renderControls(controls) {
    const box = $("[data-referee-controls]");
    const places = controls.filter((c) => c.kind === "place");
    if (!places.some((c) => c.id === selectedPlace)) selectedPlace = places.length ? places[0].id : null;
    const parts = [];
    if (places.length) {
      parts.push(el("p", { class: "referee__hint", text: say("referee_select_place") }));
      parts.push(el("div", { class: "referee__places", role: "group" }, ...places.map((c) =>
        el("button", {
          type: "button", class: "md-button referee__place",
          "aria-pressed": String(c.id === selectedPlace),
          dataset: { refereeControl: c.id, refereeKind: "place" },
          on: { click: () => { selectedPlace = c.id; renderControls(current.controls); } },
        }, `${c.label}${c.value !== undefined && c.value !== "" ? ` (${c.value})` : ""}`))));
    }
    for (const c of controls) {
      if (c.kind === "number") parts.push(numberControl(c));
      else if (c.kind === "choice") parts.push(choiceControl(c));
    }
    box.replaceChildren(...parts);
  }

  function numberControl(c) {
    const id = `referee-c-${c.id.replace(/[^A-Za-z0-9_-]/g, "_")}`;
    const value = Number(c.value);
    const field = el("input", {
      id, type: "number", inputmode: "numeric", value: c.value, min: c.min, max: c.max,
      class: "referee__number", dataset: { refereeNumber: c.id },
      on: { change: (e) => edit(c.id, e.target.value) },
    });
    const step = (delta, key, symbol) => el("button", {
      type: "button", class: "md-button referee__step",
      "aria-label": `${c.label}: ${say(key)}`,
      dataset: { refereeStep: delta > 0 ? "plus" : "minus", refereeControl: c.id },
      disabled: (delta < 0 && c.min !== undefined && value <= c.min) ||
        (delta > 0 && c.max !== undefined && value >= c.max),
      on: { click: () => edit(c.id, String(value + delta)) },
    }, symbol);
    return el("div", { class: "referee__control", dataset: { refereeControl: c.id } },
      el("label", { for: id, text: c.label }),
      el("span", { class: "referee__stepper" },
        step(-1, "referee_minus", "−"), field, step(1, "referee_plus", "+")));
  }

  function choiceControl(c) {
    const options = c.options || [];
    const id = `referee-c-${c.id.replace(/[^A-Za-z0-9_-]/g, "_")}`;
    if (options.length <= 4) {
      return el("div", { class: "referee__control", role: "group", "aria-labelledby": id,
        dataset: { refereeControl: c.id } },
      el("span", { id, class: "referee__label", text: c.label }),
      el("span", { class: "referee__choices" }, ...options.map((o) => el("button", {
        type: "button", class: "md-button referee__choice",
        "aria-pressed": String(o.value === c.value), dataset: { refereeOption: o.value },
        on: { click: () => { if (o.value !== c.value) edit(c.id, o.value); } },
      }, o.label))));
    }
    const select = el("select", { id, class: "referee__select", dataset: { refereeSelect: c.id },
      on: { change: (e) => edit(c.id, e.target.value) } },
    ...options.map((o) => el("option", { value: o.value, selected: o.value === c.value }, o.label)));
    return el("div", { class: "referee__control", dataset: { refereeControl: c.id } },
      el("label", { for: id, text: c.label }), select);
  }

  function effectsList(effects) {
    if (!effects || !effects.length) return null;
    return el("ul", { class: "referee__effects" }, ...effects.map((e) => el("li", { text: e })));
  }

  function renderActions(view) {
    const list = $("[data-referee-actions]");
    const actions = view.actions || [];
    if (!actions.length) {
      list.replaceChildren(el("li", { class: "referee__none",
        text: view.over ? say("referee_over") : say("referee_no_actions") }));
      return;
    }
    list.replaceChildren(...actions.map((a) => {
      // A move whose chance the position leaves open (the card drawn): the reader picks
      // what comes, each choice with what it does; the move alone cannot be played.
      const chances = a.outcomes && a.outcomes.length ? el("div", {
        class: "referee__outcomes", hidden: true, dataset: { refereeOutcomes: a.token } },
      el("p", { class: "referee__hint", text: say("referee_pick_outcome") }),
      el("ul", { class: "referee__list" }, ...a.outcomes.map((o) => el("li", {},
        el("button", { type: "button", class: "md-button referee__play",
          dataset: { refereeOutcome: o.id },
          on: { click: () => play(a.token, o.id) } }, o.text),
        effectsList(o.effects))))) : null;
      return el("li", { class: "referee__action" },
        el("button", { type: "button", class: "md-button referee__play",
          "aria-expanded": chances ? "false" : undefined,
          dataset: { legalAction: a.token },
          on: { click: (event) => {
            if (!chances) return play(a.token);
            chances.hidden = !chances.hidden;
            event.currentTarget.setAttribute("aria-expanded", String(!chances.hidden));
            return undefined;
          } } },
        el("span", { class: "referee__action-text", text: a.text }),
        // the code the reader types (in the page's language), beside the engine's token
        el("code", { class: "referee__token", text: a.move_code || a.token })),
        effectsList(a.effects), chances);
    }));
    list.setAttribute("aria-description", say("referee_apply"));
  }

  function renderNotes(notes) {
    const box = $("[data-referee-notes]");
    box.replaceChildren(...notes.map((n) => el("div", { class: "referee__note" },
      el("h2", { text: n.title }),
      el("ul", {}, ...(n.lines || []).map((line) => el("li", { text: line }))))));
  }

  const shownCode = (verdict) => verdict.move_code || verdict.token;

  function renderVerdict(verdict) {
    const box = $("[data-referee-verdict]");
    if (!verdict || verdict.ok !== true) {
      box.replaceChildren();
      showError((verdict && verdict.error) || "?");
      return;
    }
    clearError();
    const parts = [];
    if (verdict.legal) {
      parts.push(el("p", { class: "referee__legal", dataset: { refereeLegal: "true" } },
        el("strong", { text: `✓ ${say("referee_legal_verdict")}` }), ` ${shownCode(verdict)}`));
      parts.push(effectsList(verdict.effects));
      if (verdict.next) {
        parts.push(el("button", { type: "button", class: "md-button",
          dataset: { refereePlayTried: verdict.token },
          on: { click: () => play(verdict.token) } }, say("referee_next")));
      }
    } else {
      parts.push(el("p", { class: "referee__illegal", dataset: { refereeLegal: "false" } },
        el("strong", { text: `✗ ${say("referee_illegal_verdict")}` }), ` ${shownCode(verdict)}`));
      parts.push(el("ul", { class: "referee__reasons" }, ...(verdict.reasons || []).map((r) =>
        el("li", { dataset: { reasonCode: r.code }, text: r.text }))));
    }
    box.replaceChildren(...parts.filter(Boolean));
  }

  // --- what the reader does --------------------------------------------------------------
  /* The time from the reader's action to its answer on the page (data-referee-answer-ms,
     with the kind of call in data-referee-answer). */
  const timed = (call, promise) => {
    const t0 = performance.now();
    return promise.then((value) => {
      root.dataset.refereeAnswer = call + answeredFrom;
      root.dataset.refereeAnswerMs = String(Math.round(performance.now() - t0));
      return value;
    });
  };
  const edit = (control, value) => timed("edit", answer("edit", game, current.notation, control,
    String(value), lang).then((view) => accept(view))).catch(failed);
  const play = (token, outcome = "") => timed("play", answer("play", game, current.notation,
    token, lang, outcome).then((view) => accept(view))).catch(failed);
  const load = (notation, remember = true) => timed("view", answer("view", game, notation, lang)
    .then((view) => accept(view, remember))).catch(failed);

  positionField.addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      event.preventDefault();
      positionField.blur(); // the change event does the rest
    }
  });
  positionField.addEventListener("change", () => {
    const text = positionField.value.trim();
    if (current && text !== current.notation) load(text);
  });
  $("[data-referee-start]").addEventListener("click", () =>
    answer("start", game, lang).then((view) => accept(view)).catch(failed));
  undoButton.addEventListener("click", () => {
    if (!undo.length) return;
    const notation = undo.pop();
    timed("undo", answer("view", game, notation, lang).then((view) => {
      if (!accept(view, false)) undo.push(notation);
      else undoButton.disabled = undo.length === 0;
    })).catch(failed);
  });
  $("[data-referee-try]").addEventListener("submit", (event) => {
    event.preventDefault();
    const token = $("[data-referee-token]").value.trim();
    if (!token || !current) return;
    timed("attempt", answer("attempt", game, current.notation, token, lang).then(renderVerdict))
      .catch(failed);
  });
  const picture = $("[data-referee-picture]");
  const tap = (target) => {
    const spot = target.closest && target.closest("[data-referee-tap]");
    if (!spot || !picture.contains(spot) || !selectedPlace || !current) return false;
    edit(selectedPlace, spot.getAttribute("data-referee-tap"));
    return true;
  };
  picture.addEventListener("click", (event) => tap(event.target));
  picture.addEventListener("keydown", (event) => {
    if ((event.key === "Enter" || event.key === " ") && tap(event.target)) event.preventDefault();
  });
  window.addEventListener("hashchange", () => {
    const wanted = fromHash();
    if (wanted && current && wanted !== current.notation) load(wanted);
  });

  // --- start -----------------------------------------------------------------------------
  /* The linked position (or the start): from the build's files where it wrote them, else
     the engine starts at once. */
  statusText.textContent = say("referee_loading");
  (async () => {
    const wanted = fromHash();
    let view = wanted ? await answer("view", game, wanted, lang) : null;
    if (!view || view.ok !== true) {
      const problem = view && view.error;
      view = await answer("start", game, lang);
      if (problem) {
        accept(view, false);
        showError(problem);
        view = null;
      }
    }
    if (view) accept(view, false);
    // A linked position is what the reader came to ask about: its set-up controls fold
    // away (the moves come first on a phone); the start position opens them to set one up.
    const setup = $("[data-referee-setup-fold]");
    if (setup && view && wanted) setup.open = false;
    $("[data-referee-main]").hidden = false;
    root.dataset.refereeReadyMs = String(Math.round(performance.now())); // since navigation
    root.setAttribute("data-referee-ready", "");
    if (!engine) {
      statusText.textContent = say("referee_instant");
      status.classList.add("referee__status--ready");
    }
  })().catch(failed);

  // Material's instant navigation swaps pages without a reload: leaving this page ends the
  // worker (a later referee page starts a new one).
  if (window.document$ && typeof window.document$.subscribe === "function") {
    const subscription = window.document$.subscribe(() => {
      if (document.body.contains(root)) return;
      subscription.unsubscribe();
      if (worker) worker.terminate();
      if (worker && shared.worker === worker) shared.worker = null;
      if (shared.root === root) shared.root = null;
    });
  }
})();
