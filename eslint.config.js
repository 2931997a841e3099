// Lint rules, including the import boundaries of STYLE.md: the web's (eslint/web-boundaries.js) and the server's (eslint/server-boundaries.js),
// the shared contract imports only zod, and the web imports no server path but the contract.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { webBoundaries } from "./eslint/web-boundaries.js";
import { serverBoundaries } from "./eslint/server-boundaries.js";

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
    },
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
  // Server boundaries (modules through their public file, services free of fastify, no cycles),
  // checked on resolved paths: see eslint/server-boundaries.js.
  ...serverBoundaries({ root: "server/src", tsconfig: "tsconfig.server.json" }),
  {
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts", "bench/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
