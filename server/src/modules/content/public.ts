// What other modules may use of content: the HTML sanitiser (order help answers are HTML too).
export { sanitizeHtml } from "./sanitize";
