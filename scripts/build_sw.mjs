// The offline service worker of a language build: node scripts/build_sw.mjs site/de [site/en]
//
// Workbox (workbox-build, pinned in package.json) precaches every page and asset of the
// build with a revision hash per file, so a new build's worker replaces the old cache
// (outdated precaches are cleaned up, the new worker takes over at once). The Workbox
// runtime is copied next to sw.js: the site requests nothing from other hosts.
// The referee's big files (Pyodide and the engine archive under assets/referee/, megabytes
// that only the referee pages load) are not precached for every visitor: the worker caches
// them at run time, cache first, in a Cache Storage named after Pyodide's version and the
// engine's hash (the environment variable REFEREE_CACHE; empty: a build without referee
// pages); it deletes every other referee cache when it activates, so a new build replaces
// the old one.
// Run by hooks/refresher_site.py after a plain `mkdocs build` of one language, and by
// scripts/build_site.py once for both language folders (one Node start, one load of Workbox);
// prints one summary line per folder.
//
// First the site's own scripts and styles are minified in place (./sw/minify.mjs), so that
// the precache hashes the files the site serves.
//
// Workbox's two functions are loaded from their own files: the package's index also loads
// generateSW's bundler (rollup, babel), about three quarters of the start-up time.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// The packages are loaded in `main`, so that one missing from node_modules is one line.
let injectManifest, copyWorkboxLibraries, minifyAssets;

async function load() {
  const require = createRequire(import.meta.url);
  ({ injectManifest } = require("workbox-build/build/inject-manifest.js"));
  ({ copyWorkboxLibraries } = require("workbox-build/build/lib/copy-workbox-libraries.js"));
  ({ minifyAssets } = await import("./sw/minify.mjs"));
}

const here = dirname(fileURLToPath(import.meta.url));
const dirs = process.argv.slice(2);
const refereeCache = process.env.REFEREE_CACHE || "";
if (dirs.length === 0) {
  console.error("usage: [REFEREE_CACHE=name] node scripts/build_sw.mjs SITE_LANG_DIR [...]");
  process.exit(2);
}

async function build(dir) {
  const minified = minifyAssets(dir);
  const workboxDir = await copyWorkboxLibraries(dir);
  // Keep only what precaching loads (production builds, no source maps).
  const keep = new Set(["workbox-sw.js", "workbox-core.prod.js", "workbox-precaching.prod.js",
    "workbox-routing.prod.js", "workbox-strategies.prod.js"]);
  for (const name of readdirSync(join(dir, workboxDir))) {
    if (!keep.has(name)) rmSync(join(dir, workboxDir, name));
  }
  const template = join(dir, ".sw-template.js");
  writeFileSync(template, readFileSync(join(here, "sw", "sw-template.js"), "utf8")
    .replaceAll("WORKBOX_DIR", `./${workboxDir}`)
    .replaceAll("REFEREE_CACHE", JSON.stringify(refereeCache).slice(1, -1)));
  const { count, size, warnings } = await injectManifest({
    globDirectory: dir,
    globPatterns: ["**/*.{html,css,js,json,svg,png,ico}"],
    // Only the stemmers the two languages use; not the worker itself nor Workbox.
    globIgnores: ["sw.js", ".sw-template.js", "workbox-v*/**", "**/*.map", "assets/referee/**",
      "assets/javascripts/lunr/min/lunr.!(de|en|stemmer.support|multi).min.js",
      "assets/javascripts/lunr/wordcut.js", "assets/javascripts/lunr/tinyseg.js"],
    swSrc: template,
    swDest: join(dir, "sw.js"),
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  });
  for (const warning of warnings) console.error(`scripts/build_sw.mjs:1: ${warning}`);
  console.log(`service worker: ${count} files, ${Math.round(size / 1024)} KB precached` +
    (refereeCache ? `; referee files cached on use (${refereeCache})` : "") +
    `; own scripts and styles minified ${Math.round(minified.before / 1024)} → ` +
    `${Math.round(minified.after / 1024)} KB`);
  rmSync(template);
}

try {
  await load();
} catch (error) {
  const missing = /Cannot find (?:module|package) '([^']+)'/.exec(error.message);
  const name = missing && missing[1].split("/").slice(0, missing[1].startsWith("@") ? 2 : 1)
    .join("/");
  console.error(missing
    ? `package.json:1: ${name} is not installed in node_modules: run \`npm ci\``
    : `scripts/build_sw.mjs:1: ${error.message.split("\n")[0]}`);
  process.exit(1);
}
try {
  for (const dir of dirs) await build(dir);
} catch (error) {
  console.error(`scripts/build_sw.mjs:1: ${error.message}`);
  process.exit(1);
}
