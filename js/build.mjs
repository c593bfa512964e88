// Bundle the front end with esbuild: js/widget.js -> venture_widgets.js (ESM) and
// js/styles.css -> venture_widgets.css, into venture_widgets/widgets/static/ (committed).
// Readable and deterministic: no minification, no source map, paths relative to the repository.
// The npm packages bundled into the JS (Preact) have their license at its top.
//
//   npm run build                      # into venture_widgets/widgets/static/
//   npm run build -- --outdir DIR      # elsewhere (a test compares it with the committed bundle)
//   VW_BUILD_OUTDIR=DIR npm run build  # the same
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import * as esbuild from "esbuild";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({ options: { outdir: { type: "string" } } });
const outdir = path.resolve(
  values.outdir ?? process.env.VW_BUILD_OUTDIR ?? path.join(ROOT, "venture_widgets", "widgets", "static"),
);
const banner = "Built from js/ by `npm run build` (esbuild); do not edit by hand.";
/** The npm packages bundled into the JS, whose licenses ask to go with every copy. */
const BUNDLED = ["preact"];
const licenses = BUNDLED.map((name) => {
  const dir = path.join(ROOT, "node_modules", name);
  const { version } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  return `${name} ${version}:\n\n${readFileSync(path.join(dir, "LICENSE"), "utf8").trim()}`;
});

/** @type {import("esbuild").BuildOptions} */
const common = {
  absWorkingDir: ROOT,
  bundle: true,
  minify: false,
  sourcemap: false,
  charset: "utf8",
  legalComments: "inline",
  logLevel: "warning",
};

await esbuild.build({
  ...common,
  entryPoints: ["js/widget.js"],
  outfile: path.join(outdir, "venture_widgets.js"),
  format: "esm",
  target: "es2022",
  banner: { js: `// ${banner}\n/*\nBundled here:\n\n${licenses.join("\n\n")}\n*/` },
});
await esbuild.build({
  ...common,
  entryPoints: ["js/styles.css"],
  outfile: path.join(outdir, "venture_widgets.css"),
  target: "chrome111",
  banner: { css: `/* ${banner} */` },
});
console.log(`built venture_widgets.js and venture_widgets.css into ${path.relative(ROOT, outdir) || "."}`);
