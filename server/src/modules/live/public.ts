// What other modules use of the live streams: opening a stream on a hijacked reply (the merchant
// console's stream of a member's stores) and reading Last-Event-ID.
export { openStream, parseLastEventId } from "./routes";
