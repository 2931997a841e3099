// Lint rules, including the import boundaries of STYLE.md: a web feature never imports another
// feature, the shared contract imports only zod, and the web imports no server path but the contract.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import fs from "node:fs";
import { serverBoundaries } from "./lint/server-boundaries.js";

const features = fs.existsSync("web/src/features") ? fs.readdirSync("web/src/features") : [];

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
      "tests/fixtures/lint/",
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
  // Each feature may import only itself among the features.
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: features
                .filter((f) => f !== feature)
                .flatMap((f) => [`@/features/${f}`, `@/features/${f}/**`, `**/features/${f}/**`]),
              message:
                "A feature never imports another feature; compose them in pages or app/, share through components/ or lib/.",
            },
            {
              group: ["**/server/src/**", "!**/server/src/contract/**"],
              message: "The web client may import only the shared contract from the server.",
            },
          ],
        },
      ],
    },
  })),
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
  // checked on resolved paths: see lint/server-boundaries.js.
  ...serverBoundaries({ root: "server/src", tsconfig: "tsconfig.server.json" }),
  {
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts", "bench/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
