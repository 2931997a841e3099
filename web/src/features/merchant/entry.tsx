// The merchant console's door: the customer pages' bundle imports only this small chunk (with no
// dependencies of its own to list), which fetches the console itself at once. So the console's
// files add nothing to /home's first load, not even their names in the bundle's preload table.
import { lazy } from "react";

const load = () => import("./console");
const loading = load();

export const MerchantConsole = lazy(() => loading.catch(load).then((m) => ({ default: m.MerchantConsole })));
