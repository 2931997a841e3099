// The scratch card and ads modal, opened by the header's rewards icon (customers only; guests get
// the login modal from the header).
import { REWARD_MESSAGES } from "@contract/ads-constants";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { modalClosed, selectOpenModal } from "@/app/ui-slice";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Loader, Spinner } from "@/components/ui/spinner";
import { cardRevealed, cardTouched, nextCardShown, selectCurrentCard, selectRewards } from "../slice";
import { AdList } from "./ad-list";
import { RewardResult } from "./reward-result";
import { ScratchCard } from "./scratch-card";
import styles from "./rewards-modal.module.css";

function CardArea() {
  const dispatch = useAppDispatch();
  const card = useAppSelector(selectCurrentCard);
  const { cards, activation, failures } = useAppSelector(selectRewards);
  if (!card) return <p className={styles.message}>{REWARD_MESSAGES.unavailable}</p>;

  const mine = activation.cardId === card._id;
  const activated = mine && activation.request.status === "done";
  const under = activated ? (
    <RewardResult card={card} credited={activation.credited} />
  ) : mine && activation.request.status === "sending" ? (
    <Spinner />
  ) : null;

  if (mine && activated && activation.revealed) {
    return (
      <div className={styles.revealed} role="status">
        <div className={styles.result}>{under}</div>
        {cards.length > 1 && (
          <Button variant="secondary" size="sm" onClick={() => dispatch(nextCardShown())}>
            Next card
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className={styles.scratch}>
      <ScratchCard
        key={`${card._id}:${failures}`}
        onFirstTouch={() => dispatch(cardTouched(card._id))}
        onRevealed={() => dispatch(cardRevealed(card._id))}
      >
        {under}
      </ScratchCard>
      <p className={styles.message}>{REWARD_MESSAGES.swipe}</p>
    </div>
  );
}

export function RewardsModal() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenModal) === "rewards";
  const { adsRequest, ads } = useAppSelector(selectRewards);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && dispatch(modalClosed())} title="Rewards" size="sm">
      {adsRequest.status === "error" ? (
        <p className={styles.message}>{REWARD_MESSAGES.noRewards}</p>
      ) : adsRequest.status === "done" ? (
        <>
          <CardArea />
          {ads.length > 0 && <AdList ads={ads} />}
        </>
      ) : (
        <Loader label="Loading rewards…" />
      )}
    </Dialog>
  );
}
