// What other modules may use of the profile module.
export { discardProfileImage } from "./image";
