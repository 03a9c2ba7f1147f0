// Pyodide's standard library, partly compiled:
//   node scripts/compile_stdlib.mjs PYODIDE_DIR OUT_ZIP [MODULE ...]
//
// Pyodide ships python_stdlib.zip as source (.py): every module Python imports while it
// starts (about 190: asyncio, typing, inspect, …) is compiled from source in WebAssembly
// first, most of the referee's cold start. This writes the same archive with the modules
// that Pyodide imports at start, and those the engine imports (MODULE: top-level names, with
// everything they import in turn), as bytecode instead: .pyc files (unchecked hash-based, so
// no source is needed beside them) compiled by that Pyodide's own CPython, whose bytecode the
// browser's then loads as is. Every other file stays as it was, source included: a module
// the engine comes to import later still loads (compiled then, as before), and the archive
// grows by the bytecode of the modules compiled only (bytecode is larger than source).
//
// Run by refresher/render/pyodide_stdlib.py once per Pyodide version (the result is cached
// under .build-cache/); prints one line: the module count and the sizes.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const COMPILE = `
import importlib
import importlib.util
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

for name in _wanted.split():
    importlib.import_module(name)
wanted = set()
for name, module in list(sys.modules.items()):
    origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
    if ".zip/" in origin:
        wanted.add(origin.split(".zip/", 1)[1])
prefix = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip/"
compiled = 0
with zipfile.ZipFile("/tmp/in.zip") as source, \\
        zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
    for info in source.infolist():
        data = source.read(info)
        name = info.filename
        if name in wanted:
            code = compile(data, prefix + name, "exec", dont_inherit=True)
            out = zipfile.ZipInfo(name + "c", date_time=(1980, 1, 1, 0, 0, 0))
            out.compress_type = zipfile.ZIP_DEFLATED
            out.external_attr = 0o644 << 16
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            target.writestr(out, pyc)
            compiled += 1
        else:
            target.writestr(info, data)
compiled
`;

async function main([dir, out, ...modules]) {
  if (!dir || !out) throw new Error("usage: node scripts/compile_stdlib.mjs PYODIDE_DIR OUT_ZIP");
  const { loadPyodide } = await import(pathToFileURL(join(dir, "pyodide.mjs")).href);
  const py = await loadPyodide({ indexURL: dir, stdout: () => {}, stderr: () => {} });
  const source = readFileSync(join(dir, "python_stdlib.zip"));
  py.FS.writeFile("/tmp/in.zip", new Uint8Array(source));
  py.globals.set("_wanted", modules.join(" "));
  const compiled = py.runPython(COMPILE);
  const result = py.FS.readFile("/tmp/out.zip");
  writeFileSync(`${out}.part`, result);
  renameSync(`${out}.part`, out); // whole or not at all: a build running beside this one
  console.log(`compile_stdlib: ${compiled} modules as bytecode, ${source.length} -> `
    + `${result.length} bytes`);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(`scripts/compile_stdlib.mjs:1: ${error && error.message ? error.message : error}`);
  process.exit(1);
});
