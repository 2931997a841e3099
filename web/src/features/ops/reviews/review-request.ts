// The review pages' one way to call the operations console's API (/ops/api/...).
export { opsRequest as reviewRequest } from "../ops-api";
