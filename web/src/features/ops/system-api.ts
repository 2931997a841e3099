// The System page's call (/ops/api/system) and the home's (/ops/api/home) through the console's opsRequest.
import type { OpsSystemView } from "@contract/ops-system";
import type { OpsHomeView } from "@contract/ops-home";
import { opsRequest } from "./ops-api";

export const systemOpsApi = {
  get: () => opsRequest<OpsSystemView>("GET", "/system"),
  /** The home's counts: what waits in each queue the member may open. */
  home: () => opsRequest<OpsHomeView>("GET", "/home"),
};
