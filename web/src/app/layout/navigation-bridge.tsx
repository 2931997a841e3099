import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { navigationHandled, selectPendingNavigation } from "@/app/ui-slice";
import { afterPendingBack } from "@/components/ui/back-closes";

/** Carries out navigation that sagas ask for with ui/navigationRequested (logout goes to /home...). */
export function NavigationBridge() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const pending = useAppSelector(selectPendingNavigation);

  useEffect(() => {
    if (!pending) return;
    const go = () => {
      navigate(pending.to, { replace: pending.replace });
      dispatch(navigationHandled(pending.id));
    };
    // A dialog that just closed is still taking its history entry back: after that, or the
    // browser's back would undo this navigation (components/ui/back-closes.ts).
    const waiting = afterPendingBack();
    if (waiting) void waiting.then(go);
    else go();
  }, [pending, navigate, dispatch]);

  return null;
}
