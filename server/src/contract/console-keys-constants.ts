// The console API keys' constants and messages (no zod), shared with the web console.
export const KEY_LABEL_MAX = 60;
export const KEY_MESSAGES = {
  labelRequired: "Give the key a name, such as Billing software.",
  labelTooLong: `A key's name can have at most ${KEY_LABEL_MAX} characters.`,
} as const;
export const KEY_MESSAGES_HI = {
  labelRequired: "कुंजी को एक नाम दें, जैसे बिलिंग सॉफ़्टवेयर।",
  labelTooLong: `कुंजी का नाम ज़्यादा से ज़्यादा ${KEY_LABEL_MAX} अक्षरों का हो सकता है।`,
} satisfies Record<keyof typeof KEY_MESSAGES, string>;
