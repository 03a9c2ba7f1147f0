/* The referee's engine: Pyodide (self-hosted) running the project's own Python package
   hare_rules, in a dedicated module worker so the page stays responsive. Started by
   assets/referee.js; nothing of the rules is written here, every answer is
   hare_rules.core.referee's JSON.

   Messages in:  {id, call: "init", pyodide, engine, cache}   (URLs, the Cache Storage name)
                 {id, call: "games"|"start"|"view"|"edit"|"attempt"|"play", args: [...]}
   Messages out: {stage: n}                     loading progress (1 fetch, 2 start, 3 rules)
                 {offline: true}                every file is in the cache (works offline)
                 {id, result} | {id, error}     result = the referee's JSON answer

   Start-up: the first time, Pyodide starts from scratch and imports the engine; after the
   first answer, a memory snapshot of that state is kept in the referee's Cache Storage, so the
   next visit restores it instead of starting Python again (keyed by the engine's file
   name, which carries its hash; a snapshot that fails to load is dropped). The referee's
   files are put in the same cache, so the page works offline after the first visit even
   when the service worker took over only after they were fetched. */
const CALLS = new Set(["games", "start", "view", "edit", "attempt", "play"]);
// The engine archive as a file on Python's path: imported from the zip (zipimport), never
// unpacked (unpacking its ~140 files in Python cost a few hundred ms at every start).
const ENGINE_ZIP = "/referee/engine.zip";
let engine = null; // Promise of the Python function that answers calls
let engineError = null;

const PYTHON_SETUP = `
import json, sys
if ${JSON.stringify(ENGINE_ZIP)} not in sys.path:
    sys.path.insert(0, ${JSON.stringify(ENGINE_ZIP)})
from hare_rules.core import referee as _referee
from hare_rules.games import GAMES as _GAMES

def _referee_answer():
    # The call comes as two strings the worker sets (_call_name, _call_args): JavaScript holds
    # no proxy of a Python object, so the memory snapshot can still be taken after answers.
    return json.dumps(getattr(_referee, _call_name)(*json.loads(_call_args)), ensure_ascii=False)
`;

const stage = (n) => self.postMessage({ stage: n });

async function openCache(name) {
  try {
    return name && self.caches ? await self.caches.open(name) : null;
  } catch {
    return null; // no Cache Storage (private mode, file://): start from scratch each time
  }
}

async function fetchBytes(url, cache) {
  const cached = cache && (await cache.match(url));
  const response = cached || (await fetch(url));
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return new Uint8Array(await response.arrayBuffer());
}

async function start({ pyodide: dir, engine: engineUrl, cache: cacheName }) {
  const t0 = performance.now();
  const timings = {};
  const mark = (name) => { timings[name] = Math.round(performance.now() - t0); };
  const base = new URL(dir, self.location.href).href;
  const archiveUrl = new URL(engineUrl, self.location.href).href;
  // One snapshot for both languages' pages (same engine, same Pyodide): a key of its own.
  const snapshotUrl = new URL(`/.hare-referee-snapshot/${archiveUrl.split("/").pop()}`,
    self.location.origin).href;
  const cache = await openCache(cacheName);
  stage(1);
  const [{ loadPyodide }, archive, snapshot] = await Promise.all([
    import(`${base}pyodide.mjs`),
    fetchBytes(archiveUrl, cache),
    cache ? cache.match(snapshotUrl).then((r) => (r ? r.arrayBuffer() : null)) : null,
  ]);
  mark("fetched");
  const options = { indexURL: base, packageBaseUrl: base, stdout: () => {}, stderr: () => {} };
  stage(2);
  let py = null;
  let restored = false;
  if (snapshot) {
    try {
      py = await loadPyodide({ ...options, _loadSnapshot: new Uint8Array(snapshot) });
      restored = true;
    } catch {
      py = null;
      await cache.delete(snapshotUrl);
    }
  }
  if (!py) py = await loadPyodide({ ...options, _makeSnapshot: Boolean(cache) });
  mark("python");
  stage(3);
  // The archive again after a restore too (the files are not in the snapshot): modules the
  // engine imports later come from it.
  py.FS.mkdirTree(ENGINE_ZIP.slice(0, ENGINE_ZIP.lastIndexOf("/")));
  py.FS.writeFile(ENGINE_ZIP, archive);
  py.runPython(PYTHON_SETUP);
  mark("engine");
  const call = (name, argsJson) => {
    py.globals.set("_call_name", name);
    py.globals.set("_call_args", argsJson);
    return py.runPython("_referee_answer()");
  };
  // The snapshot for the next visit is taken after the first answer has gone out, not
  // before it: it costs a copy of Python's whole memory (~30 MB; 0.4 s with the CPU 4x slower)
  // that the reader who is waiting for the first answer need not wait for.
  const takeSnapshot = cache && !restored ? () => {
    let image = null;
    try {
      image = py.makeMemorySnapshot();
    } catch {
      /* no snapshot: the next visit starts from scratch, as this one did */
    }
    if (image) {
      cache.put(snapshotUrl, new Response(image, {
        headers: { "Content-Type": "application/octet-stream" } })).catch(() => {});
    }
  } : null;
  keepForOffline(cache, base, archiveUrl);
  return { call, takeSnapshot, timings: { ...timings, restored } };
}

/* Everything the referee loads, in its cache (where the service worker serves it from). */
async function keepForOffline(cache, base, archiveUrl) {
  if (!cache) return;
  let complete = true;
  const urls = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
    "pyodide-lock.json"].map((name) => base + name).concat([archiveUrl]);
  for (const url of urls) {
    try {
      if (!(await cache.match(url))) await cache.add(url);
    } catch {
      complete = false; // offline right now, or storage full: tried again on the next visit
    }
  }
  if (complete) self.postMessage({ offline: true });
}

self.onmessage = async (event) => {
  const { id, call, args } = event.data || {};
  if (call === "init") {
    if (!engine) {
      engine = start(event.data);
      engine.catch((error) => { engineError = error; });
    }
    try {
      const { timings } = await engine;
      self.postMessage({ id, result: { ok: true, timings } });
    } catch (error) {
      self.postMessage({ id, error: String(error && error.message ? error.message : error) });
    }
    return;
  }
  if (!CALLS.has(call)) {
    self.postMessage({ id, error: `unknown call ${call}` });
    return;
  }
  try {
    if (!engine) throw new Error("not started");
    const started = await engine;
    const answer = started.call(call, JSON.stringify(args || []));
    self.postMessage({ id, result: JSON.parse(answer) });
    if (started.takeSnapshot) {
      setTimeout(started.takeSnapshot, 0);
      started.takeSnapshot = null; // once
    }
  } catch (error) {
    self.postMessage({ id, error: String(engineError || (error && error.message) || error) });
  }
};
