import { useEffect, type ReactNode } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { sessionStarted } from "../slice";
import { selectSession } from "../selectors";

/** Routes render only once a token exists (spec part 1 section 2); until then a loader shows. */
export function SessionGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { token, status } = useAppSelector(selectSession);

  useEffect(() => {
    if (status === "idle") dispatch(sessionStarted());
  }, [dispatch, status]);

  if (token) return <>{children}</>;
  if (status === "error") {
    return (
      <div className="page">
        <Alert
          tone="error"
          title="We could not start your session"
          action={<Button onClick={() => dispatch(sessionStarted())}>Try again</Button>}
        >
          <p>Check your internet connection and try again.</p>
        </Alert>
      </div>
    );
  }
  return <Loader label="Loading Galli…" fullPage />;
}
