// The error-code catalogue is the one place codes are written: every entry is well formed, the
// server's AppError takes its status from it, and no code is spelt out as a string anywhere else in
// server/src or web/src (tests and their helpers aside). Order, payment, verify, escalation and
// offer values are compared by name, never as bare numbers.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AppError } from "./app-error";
import {
  CLIENT_ERROR_CODE,
  ERROR_CODE,
  ERROR_GROUP,
  ERRORS,
  ITEM_ERROR_CODE,
  RAZORPAY_ERROR_CODE,
  codeForStatus,
  inGroup,
  isErrorCode,
  type ErrorCode,
} from "../contract/errors";

// The catalogue (errors.ts) and its codes without their messages (errors-constants.ts, for the web).
const CATALOGUE = [
  path.resolve("server/src/contract/errors.ts"),
  path.resolve("server/src/contract/errors-constants.ts"),
];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (["generated", "testing", "node_modules"].includes(entry.name)) continue;
      out.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|^test-|fixtures?\.ts$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

const files = [...sourceFiles(path.resolve("server/src")), ...sourceFiles(path.resolve("web/src"))].filter(
  (f) => !CATALOGUE.includes(f),
);

describe("the error-code catalogue", () => {
  it("names each code by itself, with an error status and a message", () => {
    for (const [code, entry] of Object.entries(ERRORS)) {
      expect(ERROR_CODE[code as ErrorCode]).toBe(code);
      expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(entry.message.trim().length, code).toBeGreaterThan(0);
    }
    expect(isErrorCode("OUT_OF_STOCK")).toBe(true);
    expect(isErrorCode("OUT_OF_STOK")).toBe(false);
  });

  it("gives an AppError the catalogue's status and default message, or the thrower's message", () => {
    const plain = new AppError(ERROR_CODE.CART_GROUP_CONFLICT);
    expect(plain).toMatchObject({
      code: "CART_GROUP_CONFLICT",
      status: 409,
      message: ERRORS.CART_GROUP_CONFLICT.message,
    });
    const own = new AppError(ERROR_CODE.OUT_OF_STOCK, "Atta is no longer in stock.", { available: 2 });
    expect(own).toMatchObject({ status: 409, message: "Atta is no longer in stock.", extra: { available: 2 } });
    // @ts-expect-error a misspelt code does not type-check
    expect(() => new AppError("OUT_OF_STOK")).toThrow();
  });

  it("groups only catalogue codes, and maps a bare status to a catalogue code", () => {
    for (const group of Object.values(ERROR_GROUP)) for (const code of group) expect(isErrorCode(code)).toBe(true);
    expect(inGroup("PROMO_EXPIRED", ERROR_GROUP.promo)).toBe(true);
    expect(inGroup("PROMO_MISMATCH", ERROR_GROUP.promo)).toBe(false);
    expect(codeForStatus(404)).toBe("NOT_FOUND");
    expect(codeForStatus(418)).toBe("BAD_REQUEST");
    expect(codeForStatus(503)).toBe("INTERNAL");
  });

  it("is the only place a code is spelt out in server/src and web/src", () => {
    const codes = new Set<string>([
      ...Object.keys(ERRORS),
      ...Object.values(ITEM_ERROR_CODE),
      ...Object.values(CLIENT_ERROR_CODE),
      ...Object.values(RAZORPAY_ERROR_CODE),
    ]);
    const literal = /(["'`])([A-Z][A-Z0-9_]+)\1/g;
    const found: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      for (const m of text.matchAll(literal)) {
        if (codes.has(m[2])) found.push(`${path.relative(process.cwd(), file)}: ${m[0]}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("is where every code the server answers comes from: no failure code is written outside it", () => {
    const codes = new Set<string>([...Object.keys(ERRORS), ...Object.values(ITEM_ERROR_CODE)]);
    // A failure answered by hand names its code as `code: "X"`; Fastify's own FST_* codes are
    // mapped to catalogue codes by plugins/errors.ts.
    const answered = /\bcode\s*:\s*(["'`])([A-Z][A-Z0-9_]+)\1/g;
    const found: string[] = [];
    for (const file of files.filter((f) => f.includes(`${path.sep}server${path.sep}`))) {
      const text = fs.readFileSync(file, "utf8");
      for (const m of text.matchAll(answered)) {
        if (!codes.has(m[2])) found.push(`${path.relative(process.cwd(), file)}: ${m[0]}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("compares order, payment, verify, escalation and offer values by name, never as bare numbers", () => {
    const raw =
      /\b(status|payment_type|paymentType|offer_type|offerType|verify_status|verifyStatus|escalation_status|escalationStatus)\s*(===|!==|<=|>=|<|>)\s*\d\b/g;
    const found: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      for (const m of text.matchAll(raw)) found.push(`${path.relative(process.cwd(), file)}: ${m[0]}`);
    }
    expect(found).toEqual([]);
  });
});
