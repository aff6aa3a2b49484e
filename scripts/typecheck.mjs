#!/usr/bin/env node
// `npm run typecheck`: every project's tsconfig checked in one process, as `tsc --noEmit -p` would,
// but each file only once. The workspaces import each other's sources (package exports point at
// .ts), so six `tsc -p` runs parsed the API's sources four times and type-checked them three
// times. Here every file is checked by the project whose tsconfig includes it (the same division as
// `tsc -b` with project references, without emitting declarations); files the programs share are
// parsed once; each project keeps incremental build info under node_modules/.cache/typecheck, so
// an unchanged project is not checked again.
//   node scripts/typecheck.mjs [--report file.json] [project ...]
// Prints the errors, one line per failing project, and exits 1 when any project fails.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import ts from "typescript";

const root = resolve(import.meta.dirname, "..");
const projects = ["packages/contract", "packages/db", "apps/api", "apps/web", "e2e", "bench"];

const args = process.argv.slice(2);
const reportAt = args.indexOf("--report");
const reportFile = reportAt >= 0 ? resolve(args[reportAt + 1] ?? "") : undefined;
if (reportAt >= 0) args.splice(reportAt, 2);
const chosen = args.length ? projects.filter((p) => args.includes(p)) : projects;
const cacheDir = join(root, "node_modules/.cache/typecheck");
mkdirSync(cacheDir, { recursive: true });

// Parsed files shared by the programs. A parsed (and bound) file depends on the options below
// only; the projects differ in lib, types and jsx, which do not change how a file parses or binds.
const parsed = new Map();
const parseKey = (o) =>
  JSON.stringify([o.target, o.module, o.moduleResolution, o.strict, o.alwaysStrict, o.jsx]);

const formatHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => root,
  getNewLine: () => "\n",
};
const print = (diagnostics) => {
  if (!diagnostics.length) return;
  process.stdout.write(
    process.stdout.isTTY
      ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost)
      : ts.formatDiagnostics(diagnostics, formatHost),
  );
};

const readConfig = (project) =>
  ts.getParsedCommandLineOfConfigFile(
    join(root, project, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => print([d]),
    },
  );
const configs = new Map(
  chosen.filter((p) => existsSync(join(root, p, "tsconfig.json"))).map((p) => [p, readConfig(p)]),
);
// Each file is checked by the first project whose tsconfig includes it; a file that no project
// includes (but one imports), by the first program that meets it.
const owner = new Map();
for (const [project, config] of configs)
  for (const f of config?.fileNames ?? [])
    if (!owner.has(resolve(f))) owner.set(resolve(f), project);

const results = [];
for (const [project, config] of configs) {
  const started = performance.now();
  if (!config) {
    results.push({ project, errors: 1, ms: 0 });
    continue;
  }
  const options = {
    ...config.options,
    noEmit: true,
    incremental: true,
    tsBuildInfoFile: join(cacheDir, `${project.replaceAll("/", "-")}.tsbuildinfo`),
  };
  const host = ts.createIncrementalCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  const key = parseKey(options);
  host.getSourceFile = (fileName, languageVersion, onError, fresh) => {
    const cacheKey = `${key}\0${fileName}`;
    if (!fresh && parsed.has(cacheKey)) return parsed.get(cacheKey);
    const file = getSourceFile(fileName, languageVersion, onError, fresh);
    parsed.set(cacheKey, file);
    return file;
  };
  const builder = ts.createIncrementalProgram({
    rootNames: config.fileNames,
    options,
    projectReferences: config.projectReferences,
    host,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
  });
  const diagnostics = [
    ...builder.getConfigFileParsingDiagnostics(),
    ...builder.getOptionsDiagnostics(),
    ...builder.getGlobalDiagnostics(),
  ];
  for (const file of builder.getProgram().getSourceFiles()) {
    const path = resolve(file.fileName);
    if (path.includes("/node_modules/")) continue;
    if (file.isDeclarationFile && owner.get(path) !== project) continue;
    if ((owner.get(path) ?? project) !== project) continue;
    owner.set(path, project);
    diagnostics.push(
      ...builder.getSyntacticDiagnostics(file),
      ...builder.getSemanticDiagnostics(file),
    );
  }
  builder.emit(); // with noEmit: writes the build info only
  const errors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
  print(diagnostics);
  const ms = Math.round(performance.now() - started);
  results.push({ project, errors, ms });
  console.log(
    `typecheck ${project}: ${errors ? `${errors} error(s)` : "ok"} (${(ms / 1000).toFixed(1)} s)`,
  );
}

if (reportFile) {
  mkdirSync(dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, JSON.stringify({ projects: results }, null, 2));
}
const failing = results.filter((r) => r.errors > 0);
for (const r of failing) console.error(`FAILED: typecheck: ${r.project} (${r.errors} error(s))`);
process.exit(failing.length ? 1 : 0);
