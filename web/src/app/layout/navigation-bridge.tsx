import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { navigationHandled, selectPendingNavigation } from "@/app/ui-slice";

/** Carries out navigation that sagas ask for with ui/navigationRequested (logout goes to /home...). */
export function NavigationBridge() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const pending = useAppSelector(selectPendingNavigation);

  useEffect(() => {
    if (!pending) return;
    navigate(pending.to, { replace: pending.replace });
    dispatch(navigationHandled(pending.id));
  }, [pending, navigate, dispatch]);

  return null;
}
