// The line under the actions: what was just done, or why it was refused (another member moved the
// order first: the order shows as it stands now).
import { Alert } from "@/components/ui/alert";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantOrders";
import { actCleared, selectAct } from "../slice";
import { useOrdersDispatch, useOrdersSelector } from "../hooks";
import { ERROR_CODE } from "@contract/errors-constants";

export function ActNotice() {
  const { t } = useTranslation();
  const dispatch = useOrdersDispatch();
  const act = useOrdersSelector(selectAct);
  if (act.status === "done" && act.done) {
    return (
      <Alert tone="success" onDismiss={() => dispatch(actCleared())}>
        {t(`merchantOrders.done.${act.done.act}`, { number: act.done.number })}
      </Alert>
    );
  }
  if (act.status === "error" && act.error) {
    return (
      <Alert
        tone={act.code === ERROR_CODE.ORDER_CHANGED ? "warning" : "error"}
        onDismiss={() => dispatch(actCleared())}
      >
        {act.error}
      </Alert>
    );
  }
  return null;
}
