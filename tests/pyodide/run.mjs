// Run a Python file inside Pyodide (CPython compiled to WebAssembly, as in the browser) with
// the venture_widgets package copied into its file system. Prints what the Python file prints.
// Usage: node tests/pyodide/run.mjs REPO_ROOT SCRIPT.py
import { loadPyodide } from "pyodide";
import fs from "node:fs";
import path from "node:path";

const [root, script] = process.argv.slice(2);
const pyodide = await loadPyodide({ stdout: (line) => console.log(line), stderr: (line) => console.error(line) });

function copyPackage(dir, dest) {
  pyodide.FS.mkdirTree(dest);
  for (const name of fs.readdirSync(dir)) {
    const source = path.join(dir, name);
    if (fs.statSync(source).isDirectory()) {
      if (name !== "__pycache__") copyPackage(source, `${dest}/${name}`);
    } else if (name.endsWith(".py")) {
      pyodide.FS.writeFile(`${dest}/${name}`, fs.readFileSync(source));
    }
  }
}

copyPackage(path.join(root, "venture_widgets"), "/home/pyodide/venture_widgets");
pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide')");
try {
  pyodide.runPython(fs.readFileSync(script, "utf8"));
} catch (error) {
  console.error(String(error));
  process.exit(1);
}
