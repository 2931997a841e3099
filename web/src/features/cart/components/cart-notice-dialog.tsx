// The cart's notices: 'Empty Location', the cart-conflict question (adding from another shop)
// and the Subscribe answer. The texts are the spec's own.
import { CART_MESSAGES } from "@contract/cart-constants";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { selectCartNotice } from "../selectors";
import { conflictClearConfirmed, noticeDismissed } from "../slice";

export function CartNoticeDialog() {
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectCartNotice);
  const dismiss = () => dispatch(noticeDismissed());
  const onOpenChange = (open: boolean) => !open && dismiss();
  if (!notice) return null;

  if (notice.kind === "conflict") {
    return (
      <Dialog
        open
        onOpenChange={onOpenChange}
        title="Items from another shop"
        description={CART_MESSAGES.groupConflict}
        size="sm"
        hideCloseButton
        actions={
          <>
            <Button variant="secondary" onClick={dismiss}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => dispatch(conflictClearConfirmed(notice.retry))}>
              Clear Cart
            </Button>
          </>
        }
      />
    );
  }
  const [title, message] =
    notice.kind === "emptyLocation"
      ? [CART_MESSAGES.emptyLocationTitle, CART_MESSAGES.emptyLocation]
      : ["Subscribe", notice.message];
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      size="sm"
      actions={<Button onClick={dismiss}>OK</Button>}
    />
  );
}
