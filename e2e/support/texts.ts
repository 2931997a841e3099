// The web's texts in a journey: an i18next text with its {{placeholders}} filled, as the page shows it.
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(values[k] ?? ""));
