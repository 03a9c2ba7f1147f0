// The engine under Pyodide in Node, with the same files the site serves
// (node_modules/pyodide and the engine archive the build writes):
//
//   node tests/referee/pyodide_runner.mjs ENGINE_ZIP CASES_JSON [LANG]
//
// Loads Pyodide, unpacks the engine archive, runs tests/referee/conformance.py's
// run(cases) and prints its JSON answer (one line) on stdout; first line on stderr:
// Python's version. Errors: one line on stderr, exit status 1.
import { loadPyodide } from "pyodide";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const [engineZip, casesFile, lang = "de"] = process.argv.slice(2);
if (!engineZip || !casesFile) {
  console.error("usage: node tests/referee/pyodide_runner.mjs ENGINE_ZIP CASES_JSON [LANG]");
  process.exit(2);
}
try {
  const py = await loadPyodide({ stdout: () => {}, stderr: (line) => console.error(line) });
  py.unpackArchive(new Uint8Array(readFileSync(engineZip)), "zip", { extractDir: "/referee" });
  py.FS.writeFile("/referee/conformance.py", readFileSync(join(here, "conformance.py")));
  py.globals.set("CASES", readFileSync(casesFile, "utf8"));
  py.globals.set("LANG", lang);
  console.error(py.runPython("import sys; sys.version"));
  const out = py.runPython(
    "import sys\nsys.path.insert(0, '/referee')\nimport conformance\nconformance.run(CASES, LANG)");
  process.stdout.write(out + "\n");
} catch (error) {
  console.error(`tests/referee/pyodide_runner.mjs:1: ${String(error.message || error).split("\n").slice(-2).join(" ")}`);
  process.exit(1);
}
