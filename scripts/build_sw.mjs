// The offline service worker of one language build: node scripts/build_sw.mjs site/de
//
// Workbox (workbox-build, pinned in package.json) precaches every page and asset of the
// build with a revision hash per file, so a new build's worker replaces the old cache
// (outdated precaches are cleaned up, the new worker takes over at once). The Workbox
// runtime is copied next to sw.js: the site requests nothing from other hosts.
// The referee's big files (Pyodide and the engine archive under assets/referee/, megabytes
// that only the referee pages load) are not precached for every visitor: the worker caches
// them at run time, cache first, in a Cache Storage named after Pyodide's version and the
// engine's hash (the optional second argument, REFEREE_CACHE); it deletes every other
// referee cache when it activates, so a new build replaces the old one.
// Run by hooks/refresher_site.py after each language build; prints one summary line.
import { copyWorkboxLibraries, injectManifest } from "workbox-build";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const dir = process.argv[2];
const refereeCache = process.argv[3] || "";
if (!dir) {
  console.error("usage: node scripts/build_sw.mjs SITE_LANG_DIR [REFEREE_CACHE]");
  process.exit(2);
}
try {
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
    (refereeCache ? `; referee files cached on use (${refereeCache})` : ""));
  rmSync(template);
} catch (error) {
  console.error(`scripts/build_sw.mjs:1: ${error.message}`);
  process.exit(1);
}
