// What a third party does with the documents: validate them with an independent OpenAPI 3.1
// validator (@seriousme/openapi-schema-validator, zero errors), generate a typed client from each
// (openapi-typescript) and type-check a call to every operation through openapi-fetch with the
// TypeScript compiler.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import ts from "typescript";
import openapiTS, { astToString } from "openapi-typescript";
import { Validator } from "@seriousme/openapi-schema-validator";
import { testApp, type TestApp } from "../testing/app";

type Doc = { paths: Record<string, Record<string, { parameters?: { in: string }[]; requestBody?: unknown }>> };

let t: TestApp;
const docs: Record<"user" | "merchant", Doc> = {} as never;
beforeAll(async () => {
  t = await testApp({ env: { DEMO_MODE: "true" } });
  docs.user = (await request(t.app.server).get("/user/openapi.json")).body;
  docs.merchant = (await request(t.app.server).get("/api/openapi.json")).body;
});
afterAll(async () => t.close());

const METHODS = ["get", "put", "post", "delete", "patch"];

/** A file that calls every operation of a document through openapi-fetch, typed by the generated paths. */
function callFile(name: string, doc: Doc): { text: string; calls: number } {
  const lines = [
    `import createClient from "openapi-fetch";`,
    `import type { paths } from "./${name}";`,
    `const client = createClient<paths>({ baseUrl: "http://127.0.0.1" });`,
    `const value = <T>(): T => undefined as T;`,
    `type BodyOf<O> = O extends { requestBody?: { content: infer C } } ? C[keyof C] : never;`,
    `export async function callEveryOperation() {`,
  ];
  let calls = 0;
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const O = `paths[${JSON.stringify(p)}][${JSON.stringify(method)}]`;
      const init = [`params: value<${O}["parameters"]>()`, ...(op.requestBody ? [`body: value<BodyOf<${O}>>()`] : [])];
      lines.push(`  {`);
      lines.push(
        `    const { data, error } = await client.${method.toUpperCase()}(${JSON.stringify(p)}, { ${init.join(", ")} });`,
      );
      lines.push(`    void data; void error;`);
      lines.push(`  }`);
      calls += 1;
    }
  }
  lines.push(`}`, ``);
  return { text: lines.join("\n"), calls };
}

describe("the OpenAPI documents, as a third party uses them", () => {
  it.each(["user", "merchant"] as const)("%s: valid OpenAPI 3.1 for an independent validator", async (name) => {
    const result = await new Validator().validate(structuredClone(docs[name]) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("declare every templated path's parameters", () => {
    const missing: string[] = [];
    for (const doc of Object.values(docs)) {
      for (const [p, item] of Object.entries(doc.paths)) {
        const names = [...p.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
        for (const method of METHODS) {
          const op = item[method] as { parameters?: { name: string; in: string }[] } | undefined;
          if (!op) continue;
          for (const n of names)
            if (!op.parameters?.some((x) => x.in === "path" && x.name === n)) missing.push(`${method} ${p} ${n}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("give typed clients (openapi-typescript + openapi-fetch) that call every operation and type-check", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-openapi-client-"));
    try {
      const files: string[] = [];
      let total = 0;
      for (const name of ["user", "merchant"] as const) {
        const ast = await openapiTS(structuredClone(docs[name]) as never);
        fs.writeFileSync(path.join(dir, `${name}.d.ts`), astToString(ast));
        const { text, calls } = callFile(name, docs[name]);
        fs.writeFileSync(path.join(dir, `${name}-calls.ts`), text);
        files.push(path.join(dir, `${name}-calls.ts`));
        total += calls;
      }
      expect(total).toBeGreaterThan(130);
      const program = ts.createProgram(files, {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        types: [],
        baseUrl: dir,
        paths: { "openapi-fetch": [path.resolve("node_modules/openapi-fetch")] },
      });
      const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
        const where = d.file
          ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
          : "";
        return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, "\n").slice(0, 400)}`;
      });
      expect(diagnostics).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
