// The GPS failure, shown once per visit when no saved coordinates could stand in.
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Alert } from "@/components/ui/alert";
import { useTranslation } from "@/lib/i18n";
import { GPS_MESSAGES } from "../gps";
import { selectGps } from "../selectors";
import { locationActions as a } from "../slice";

export function GpsErrorAlert() {
  const dispatch = useAppDispatch();
  const { error } = useAppSelector(selectGps);
  const { t } = useTranslation();
  if (!error) return null;
  const known = (Object.keys(GPS_MESSAGES) as (keyof typeof GPS_MESSAGES)[]).find((k) => GPS_MESSAGES[k] === error);
  return (
    <Alert tone="error" onDismiss={() => dispatch(a.gpsErrorDismissed())}>
      {known ? t(`location.gpsErrors.${known}`) : error}
    </Alert>
  );
}
