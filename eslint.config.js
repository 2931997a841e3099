// Lint rules, including the import boundaries of STYLE.md: the web's (eslint/web-boundaries.js) and the server's (eslint/server-boundaries.js),
// the shared contract imports only zod, and the web imports no server path but the contract.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import i18next from "eslint-plugin-i18next";
import { webBoundaries } from "./eslint/web-boundaries.js";
import { serverBoundaries } from "./eslint/server-boundaries.js";

/** Every component of the web client: its user-facing texts come from the catalogues (lib/i18n). */
const TRANSLATED_WEB_FILES = ["web/src/**/*.tsx"];

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "web/dist/",
      "data/",
      "server/src/generated/",
      "coverage/",
      "e2e/artifacts/",
      "bench/results/",
      "tests/fixtures/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/src/**", "!**/server/src/contract/**"],
              message: "The web client may import only the shared contract from the server.",
            },
          ],
        },
      ],
      // Values come from the contract's files without schemas (*-constants, errors, *-examples, *-hi), so
      // the first load carries no zod; types may come from anywhere.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@contract/(?!errors$)(?![a-z-]+-(constants|examples|hi)$)",
              allowTypeImports: true,
              message:
                "Import values from @contract/<area>-constants (no zod); a schema module may be imported for types only.",
            },
          ],
        },
      ],
    },
  },
  // ---- User-facing texts go through the catalogue (web/src/lib/i18n): in these files a text
  // written straight into JSX (children or a labelling attribute) fails lint. Add a folder or file
  // here once its texts are translated.
  {
    files: TRANSLATED_WEB_FILES,
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": {
            include: ["aria-label", "title", "placeholder", "alt", "label", "description", "content", "hint", "empty"],
            exclude: [],
          },
          words: { exclude: ["[0-9!-/:-@[-`{-~\\s·•…−–—₹%×★✓‹›]+", "[A-Z_-]+"] },
          // Calls whose string arguments are names, not texts (the defaults, and the forms' field binders).
          callees: {
            exclude: [
              "i18n(ext)?",
              "t",
              "require",
              "addEventListener",
              "removeEventListener",
              "getElementById",
              "dispatch",
              "includes",
              "indexOf",
              "endsWith",
              "startsWith",
              "bind",
              "field",
              "dialog",
            ],
          },
        },
      ],
    },
  },
  {
    // Sagas keep what they hold between actions in the store or in the saga's closure, never in
    // module-level variables (shared by every store the module ever runs in, and by tests).
    files: ["web/src/**/*sagas.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Program > VariableDeclaration[kind='let']",
          message: "Keep saga state in the store or in the saga's closure, not in a module-level let.",
        },
      ],
    },
  },
  {
    // Plain scripts the build copies as they are (the offline page's).
    files: ["web/public/**/*.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.browser } },
  },
  // ---- Web import boundaries on resolved paths (features, components, lib, app) and no cycles.
  // The lint fixtures in tests/ get the same rules (the boundary test lints them; `eslint .` skips them).
  ...webBoundaries("web/src"),
  ...webBoundaries("tests/fixtures/lint/web/src"),
  // ---- end of the web import boundaries
  {
    files: ["server/src/contract/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(?!zod$|\\./)", message: "Contract files import only zod and ./common (shared with the web)." },
          ],
        },
      ],
    },
  },
  {
    // What the web may import for values stays free of zod: these files import only each other
    // (types from the schema files are fine).
    files: ["server/src/contract/*-constants.ts", "server/src/contract/*-examples.ts", "server/src/contract/errors.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!\\./errors$)(?!\\./[a-z-]+-(constants|examples)$)",
              allowTypeImports: true,
              message:
                "Constants, examples and the error catalogue import no schema module (the web loads them without zod).",
            },
          ],
        },
      ],
    },
  },
  // Server boundaries (modules through their public file, services free of fastify, no cycles),
  // checked on resolved paths: see eslint/server-boundaries.js.
  ...serverBoundaries({ root: "server/src", tsconfig: "tsconfig.server.json" }),
  {
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts", "bench/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
