// The side menu's orders count next to Track Order: fetched when an account page opens.
import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { menuCountRequested } from "../list-slice";
import { selectOrdersMenuCount } from "../selectors";

export function useOrdersCount(): number | undefined {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectOrdersMenuCount);
  useEffect(() => {
    dispatch(menuCountRequested());
  }, [dispatch]);
  return count ?? undefined;
}
