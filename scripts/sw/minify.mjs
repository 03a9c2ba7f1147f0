// The site's own scripts and styles, minified in the built site (esbuild, pinned in
// package.json): docs/assets/ keeps the readable sources with their comments, the reader's
// phone gets about a third fewer bytes of them.  Material's files are minified already;
// vendored packages (assets/vendor/, assets/referee/) are left as their authors built them.
// Run by scripts/build_sw.mjs before the precache is hashed, so the worker caches what the
// site serves.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { transformSync } from "esbuild";

const OWN = ["assets", "assets/material"];  // docs/assets/ as it lands in the site
const LOADERS = { ".js": "js", ".css": "css" };

export function minifyAssets(dir) {
  let before = 0;
  let after = 0;
  for (const folder of OWN) {
    let names;
    try {
      names = readdirSync(join(dir, folder), { withFileTypes: true });
    } catch {
      continue;  // a site without that folder
    }
    for (const entry of names) {
      const loader = LOADERS[entry.name.slice(entry.name.lastIndexOf("."))];
      if (!entry.isFile() || !loader) continue;
      const path = join(dir, folder, entry.name);
      const source = readFileSync(path, "utf8");
      let code;
      try {
        // Scripts stay scripts (no module wrapper, top-level names kept); no syntax lowering.
        ({ code } = transformSync(source, { loader, minify: true, legalComments: "none" }));
      } catch (error) {
        const where = error.errors?.[0]?.location;
        throw new Error(`docs/${folder}/${entry.name}:${where ? where.line : 1}: ` +
          (error.errors?.[0]?.text ?? error.message));
      }
      writeFileSync(path, code);
      before += source.length;
      after += code.length;
    }
  }
  return { before, after };
}
