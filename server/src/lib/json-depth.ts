// A bound on how deeply a JSON text nests, checked before JSON.parse: a body of 50,000 "[" parses,
// but every walk of the result (the unsafe-text check, zod, the serializer) recurses once per level
// and runs out of stack. One linear scan, no allocation: brackets inside strings do not count.
import { AppError } from "./app-error";
import { ERROR_CODE } from "../contract/errors";

/** Deepest nesting of arrays and objects a request body may have (real bodies stay under 10). */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;

/** True when the quote at `at` is escaped: an odd run of backslashes before it. */
function escaped(text: string, at: number): boolean {
  let n = 0;
  for (let i = at - 1; i >= 0 && text.charCodeAt(i) === BACKSLASH; i--) n++;
  return n % 2 === 1;
}

/** True when the text opens more than `max` arrays or objects inside one another. */
export function jsonTooDeep(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Strings are most of a body: jump over each with the native search.
      let end = text.indexOf('"', i + 1);
      while (end !== -1 && escaped(text, end)) end = text.indexOf('"', end + 1);
      if (end === -1) return false; // unterminated: JSON.parse refuses it
      i = end;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

/** The refusal of a body nested past MAX_JSON_DEPTH (400 JSON_TOO_DEEP). */
export const jsonTooDeepError = () => new AppError(ERROR_CODE.JSON_TOO_DEEP);

type Done = (err: Error | null, body?: unknown) => void;
type StringParser<R> = (req: R, body: string, done: Done) => void;

/**
 * A string content-type parser that refuses a body nested too deeply before handing it on: wrap
 * Fastify's JSON parser with it, or a raw-body one that keeps the text for a signature check.
 */
export function boundedJsonParser<R>(next: StringParser<R>): StringParser<R> {
  return (req, body, done) => {
    if (jsonTooDeep(body)) {
      done(jsonTooDeepError());
      return;
    }
    next(req, body, done);
  };
}
