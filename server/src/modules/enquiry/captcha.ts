// Server-made captchas for the partner enquiry: an SVG of five characters, or (the text
// alternative for people who cannot see it) a small sum to answer; the answer is stored
// only as a salted hash with an expiry, and each captcha can be checked once (right or wrong), so
// it cannot be guessed by retrying. In demo mode the answer is also stored in clear (demoAnswer)
// for GET /dev/captcha/:id, so browser journeys can fill the form; it lives in the database like
// the rest, so any process of the cluster answers it.
import svgCaptcha from "svg-captcha";
import type { AppContext } from "../../plugins/db";
import { type CaptchaData } from "../../contract/enquiry";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { randomInt } from "node:crypto";
import { randomToken, sameDigest, sha256 } from "../../lib/tokens";

export const CAPTCHA_TTL_MS = 10 * 60_000;

/** Answers are compared case-insensitively, ignoring spaces. */
const normalise = (answer: string) => answer.replace(/\s+/g, "").toLowerCase();
const answerHash = (id: string, answer: string) => sha256(`${id}:${normalise(answer)}`);

export function captchaStore(ctx: AppContext) {
  function challenge(kind: "image" | "question"): { text: string; svg: string; question?: { a: number; b: number } } {
    if (kind === "question") {
      const a = randomInt(2, 20);
      const b = randomInt(2, 10);
      return { text: String(a + b), svg: "", question: { a, b } };
    }
    const { text, data } = svgCaptcha.create({
      size: 5,
      ignoreChars: "0oO1iIlL",
      noise: 2,
      color: true,
      background: "#f3f6f4",
      width: 150,
      height: 50,
    });
    return { text, svg: data };
  }

  async function create(kind: "image" | "question" = "image"): Promise<CaptchaData> {
    const now = ctx.now();
    // Old challenges are of no use to anyone; clear them as new ones are made.
    await ctx.db.captchaChallenge.deleteMany({
      where: { expiresAt: { lt: new Date(now.getTime() - CAPTCHA_TTL_MS) } },
    });
    const { text, svg, question } = challenge(kind);
    const id = randomToken(16);
    const row = await ctx.db.captchaChallenge.create({
      data: {
        id,
        answerHash: answerHash(id, text),
        demoAnswer: ctx.config.demoMode ? text : null,
        expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
        createdAt: now,
      },
    });
    return { captcha_id: row.id, svg, ...(question ? { question } : {}), expires_in: CAPTCHA_TTL_MS / 1000 };
  }

  /** Uses up the captcha and throws 400 unless the answer matches and it has not expired. */
  async function consume(id: string, answer: string): Promise<void> {
    const now = ctx.now();
    const claimed = await ctx.db.captchaChallenge.updateMany({
      where: { id, usedAt: null },
      data: { usedAt: now, demoAnswer: null },
    });
    if (claimed.count === 0) {
      const exists = await ctx.db.captchaChallenge.findUnique({ where: { id }, select: { id: true } });
      throw new AppError(exists ? ERROR_CODE.CAPTCHA_USED : ERROR_CODE.CAPTCHA_WRONG);
    }
    const row = await ctx.db.captchaChallenge.findUniqueOrThrow({ where: { id } });
    if (row.expiresAt <= now) throw new AppError(ERROR_CODE.CAPTCHA_EXPIRED);
    if (!sameDigest(row.answerHash, answerHash(id, answer))) throw new AppError(ERROR_CODE.CAPTCHA_WRONG);
  }

  /** Demo mode only: the answer of a live, unused captcha. */
  async function demoAnswer(id: string): Promise<string | null> {
    if (!ctx.config.demoMode) return null;
    const row = await ctx.db.captchaChallenge.findUnique({
      where: { id },
      select: { demoAnswer: true, usedAt: true, expiresAt: true },
    });
    return row && !row.usedAt && row.expiresAt > ctx.now() ? row.demoAnswer : null;
  }

  return { create, consume, demoAnswer };
}

export type CaptchaStore = ReturnType<typeof captchaStore>;
