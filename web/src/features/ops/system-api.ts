// The System page's call (/ops/api/system) through the console's opsRequest.
import type { OpsSystemView } from "@contract/ops-system";
import { opsRequest } from "./ops-api";

export const systemOpsApi = {
  get: () => opsRequest<OpsSystemView>("GET", "/system"),
};
