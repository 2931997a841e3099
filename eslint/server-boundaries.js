// The server's import boundaries, checked on resolved paths (eslint-plugin-import-x with the
// TypeScript resolver), so a relative path cannot slip past them:
// - a module imports another module only through its public file (modules/<m>/public.ts);
// - lib/, plugins/, adapters/ and contract/ never import a module;
// - services never import the HTTP framework: only a module's index.ts, its *routes.ts and its
//   *-http.ts request readers (and plugins/) may import fastify;
// - no import cycles;
// - no module registers another module's routes or plugin (galli-server/no-foreign-register):
//   modules/index.ts registers every module's routes itself;
// - no two modules import each other (galli-server/no-mutual-module-imports), whichever files do it.
// eslint.config.js applies it to server/src; tests/lint-boundaries-server.test.ts applies it to
// small fixture trees to prove each rule fires.
import fs from "node:fs";
import path from "node:path";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

const FRAMEWORK = ["fastify", "fastify-plugin", "fastify-type-provider-zod", "@fastify/*"];
const TEST_FILE = /(\.test\.ts|[\\/]test-[^\\/]*\.ts|-fixtures?\.ts)$/;

/** The module (folder under modulesDir) a file or import path lies in, or null. */
function moduleOf(modulesDir, file) {
  const rel = path.relative(modulesDir, file);
  if (!rel || rel.startsWith("..") || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

/** The module a relative import specifier of `file` points into (other than the file's own), or null. */
function importedModule(modulesDir, file, spec) {
  if (typeof spec !== "string" || !spec.startsWith(".")) return null;
  const own = moduleOf(modulesDir, file);
  const target = moduleOf(modulesDir, path.resolve(path.dirname(file), spec));
  return target && target !== own ? target : null;
}

const SPEC = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;
let graphCache = { key: "", at: 0, edges: new Map() };

/** module -> the modules its non-test files import (read from the files; cached for a few seconds). */
function moduleGraph(modulesDir) {
  const now = Date.now();
  if (graphCache.key === modulesDir && now - graphCache.at < 5_000) return graphCache.edges;
  const edges = new Map();
  const walk = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      return e.isDirectory() ? walk(full) : [full];
    });
  for (const entry of fs.existsSync(modulesDir) ? fs.readdirSync(modulesDir, { withFileTypes: true }) : []) {
    if (!entry.isDirectory()) continue;
    const targets = new Set();
    for (const file of walk(path.join(modulesDir, entry.name))) {
      if (!/\.tsx?$/.test(file) || TEST_FILE.test(file)) continue;
      for (const m of fs.readFileSync(file, "utf8").matchAll(SPEC)) {
        const target = importedModule(modulesDir, file, m[1]);
        if (target) targets.add(target);
      }
    }
    edges.set(entry.name, targets);
  }
  graphCache = { key: modulesDir, at: now, edges };
  return edges;
}

/** The rules of the module layout (see the head of this file), for the tree under `modulesDir`. */
function layoutPlugin(modulesDir) {
  const absolute = path.resolve(modulesDir);
  return {
    rules: {
      "no-foreign-register": {
        meta: { type: "problem", schema: [] },
        create(context) {
          const file = path.resolve(context.filename);
          const own = moduleOf(absolute, file);
          if (!own) return {};
          /** Local names bound to another module's exports. */
          const foreign = new Map();
          return {
            ImportDeclaration(node) {
              const target = importedModule(absolute, file, node.source.value);
              if (!target) return;
              for (const s of node.specifiers) foreign.set(s.local.name, target);
            },
            CallExpression(node) {
              const { callee } = node;
              if (callee.type !== "MemberExpression" || callee.property.type !== "Identifier") return;
              if (callee.property.name !== "register") return;
              let arg = node.arguments[0];
              if (arg && arg.type === "MemberExpression") arg = arg.object;
              if (!arg || arg.type !== "Identifier" || !foreign.has(arg.name)) return;
              context.report({
                node,
                message: `The ${own} module registers ${arg.name} of the ${foreign.get(arg.name)} module: register every module's routes in modules/index.ts.`,
              });
            },
          };
        },
      },
      "no-mutual-module-imports": {
        meta: { type: "problem", schema: [] },
        create(context) {
          const file = path.resolve(context.filename);
          const own = moduleOf(absolute, file);
          if (!own) return {};
          const check = (node) => {
            const target = node.source && importedModule(absolute, file, node.source.value);
            if (!target || !moduleGraph(absolute).get(target)?.has(own)) return;
            context.report({
              node,
              message: `The ${own} and ${target} modules import each other: one of them must not (move the shared piece down, or register routes in modules/index.ts).`,
            });
          };
          return {
            ImportDeclaration: check,
            ExportNamedDeclaration: check,
            ExportAllDeclaration: check,
            ImportExpression: check,
          };
        },
      },
    },
  };
}

/** @param {{ root: string, tsconfig: string }} options root: the server source folder (server/src). */
export function serverBoundaries({ root, tsconfig }) {
  const modulesDir = path.join(root, "modules");
  const modules = fs.existsSync(modulesDir)
    ? fs
        .readdirSync(modulesDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
  const dir = (m) => `./${path.join(modulesDir, m)}`;
  const zones = [
    ...modules
      .filter(() => modules.length > 1)
      .map((m) => ({
        target: modules.filter((other) => other !== m).map(dir),
        from: dir(m),
        except: ["./public.ts"],
        message: `Import the ${m} module only through modules/${m}/public.ts.`,
      })),
    {
      target: ["lib", "plugins", "adapters", "contract"].map((d) => `./${path.join(root, d)}`),
      from: `./${modulesDir}`,
      message: "lib/, plugins/, adapters/ and contract/ sit below the modules and never import one.",
    },
  ];
  const code = `${root}/**/*.ts`;
  // Test files and their helpers may reach into any module to build a world.
  const tests = [
    `${root}/**/*.test.ts`,
    `${root}/**/test-*.ts`,
    `${root}/**/*-fixture.ts`,
    `${root}/**/*-fixtures.ts`,
    `${root}/testing/**`,
  ];
  return [
    {
      files: [code],
      plugins: { "import-x": importX },
      settings: {
        // TypeScript files are parsed for the dependency graph (no-cycle reads every imported file).
        "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
        "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
        "import-x/resolver-next": [createTypeScriptImportResolver({ project: tsconfig })],
      },
      rules: {
        "import-x/no-cycle": ["error", { ignoreExternal: true }],
      },
    },
    {
      files: [code],
      ignores: tests,
      rules: { "import-x/no-restricted-paths": ["error", { zones }] },
    },
    {
      files: [`${root}/modules/*/**/*.ts`],
      ignores: tests,
      plugins: { "galli-server": layoutPlugin(modulesDir) },
      rules: {
        "galli-server/no-foreign-register": "error",
        "galli-server/no-mutual-module-imports": "error",
      },
    },
    {
      files: [`${root}/modules/**/*.ts`, `${root}/lib/**/*.ts`],
      ignores: [
        ...tests,
        `${root}/modules/*.ts`,
        `${root}/modules/*/index.ts`,
        `${root}/modules/**/*routes.ts`,
        `${root}/modules/**/*-http.ts`,
      ],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              {
                group: FRAMEWORK,
                message:
                  "Services never see HTTP: only a module's index.ts, *routes.ts and *-http.ts files (and plugins/) import fastify.",
              },
            ],
          },
        ],
      },
    },
  ];
}
