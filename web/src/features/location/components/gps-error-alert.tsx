// The GPS failure, shown once per visit when no saved coordinates could stand in.
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Alert } from "@/components/ui/alert";
import { selectGps } from "../selectors";
import { locationActions as a } from "../slice";

export function GpsErrorAlert() {
  const dispatch = useAppDispatch();
  const { error } = useAppSelector(selectGps);
  if (!error) return null;
  return (
    <Alert tone="error" onDismiss={() => dispatch(a.gpsErrorDismissed())}>
      {error}
    </Alert>
  );
}
