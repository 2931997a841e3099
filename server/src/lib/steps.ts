// Rules that read and write the database, written once for two drivers. Such a rule is a
// generator of steps: each database call is `yield* step(() => data.call(...))`, where `data` is
// the rule's data-access port. The same generator then runs either
// - awaited, step by step, inside a Prisma interactive transaction (PostgreSQL, and SQLite when a
//   caller already holds a Prisma transaction), or
// - synchronously, start to finish, inside one BEGIN IMMEDIATE ... COMMIT on better-sqlite3 with
//   prepared statements (the SQLite hot paths: cart changes and placing orders), so no other
//   request's statement can slip into the transaction and SQLite's write lock is held only while
//   the statements run.
// The rules (prices, guards, limits) live in the generator; only the port differs.

export type MaybePromise<T> = T | PromiseLike<T>;

/** A rule's run: yields database calls, returns T. */
export type Steps<T> = Generator<() => unknown, T, unknown>;

/** One database call of a rule. */
export function* step<T>(call: () => MaybePromise<T>): Steps<T> {
  return (yield call) as T;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}

/** Runs a rule whose port answers synchronously (better-sqlite3), without ever yielding to the event loop. */
export function runSync<T>(steps: Steps<T>): T {
  let next = steps.next();
  while (!next.done) {
    let value: unknown;
    try {
      value = next.value();
      if (isThenable(value)) throw new Error("An asynchronous database call inside a synchronous transaction.");
    } catch (err) {
      next = steps.throw(err);
      continue;
    }
    next = steps.next(value);
  }
  return next.value;
}

/** Runs a rule over an asynchronous port (Prisma), awaiting each call in turn. */
export async function runAsync<T>(steps: Steps<T>): Promise<T> {
  let next = steps.next();
  while (!next.done) {
    let value: unknown;
    try {
      value = await next.value();
    } catch (err) {
      next = steps.throw(err);
      continue;
    }
    next = steps.next(value);
  }
  return next.value;
}
