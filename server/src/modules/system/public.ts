// What other modules may use of the system view: the ops console's routes plugin.
export { default as opsSystemRoutes } from "./ops-routes";
