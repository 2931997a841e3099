import type { Linter } from "eslint";

/** The server's import-boundary rules for the tree under `root`, resolved with `tsconfig`. */
export function serverBoundaries(opts: { root: string; tsconfig: string }): Linter.Config[];
