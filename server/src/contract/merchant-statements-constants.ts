// The statements' constants and messages (no zod), shared with the web console.

/** The longest date range one statement covers (a year and a day, for a leap year). */
export const STATEMENT_MAX_DAYS = 366;
/** The range a statement covers when none is given: the last 30 days, today included. */
export const STATEMENT_DEFAULT_DAYS = 30;

export const STATEMENT_MESSAGES = {
  dateInvalid: "Enter a date as YYYY-MM-DD.",
  monthInvalid: "Enter a month as YYYY-MM.",
  rangeOrder: "The end date must be on or after the start date.",
  rangeTooLong: `A statement covers at most ${STATEMENT_MAX_DAYS} days.`,
} as const;
export const STATEMENT_MESSAGES_HI = {
  dateInvalid: "तारीख़ YYYY-MM-DD के रूप में लिखें।",
  monthInvalid: "महीना YYYY-MM के रूप में लिखें।",
  rangeOrder: "अंतिम तारीख़ शुरुआती तारीख़ के बाद या उसी दिन की होनी चाहिए।",
  rangeTooLong: `एक विवरण में ज़्यादा से ज़्यादा ${STATEMENT_MAX_DAYS} दिन हो सकते हैं।`,
} satisfies Record<keyof typeof STATEMENT_MESSAGES, string>;
