// The detail modal, image viewer and report dialog, connected to the store.
import type { ReactNode } from "react";
import type { ProductView } from "@contract/catalog";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import {
  moreReviewsRequested,
  imageViewerClosed,
  imageViewerOpened,
  productClosed,
  reportClosed,
  reportRequested,
  reportSubmitted,
} from "../detail-slice";
import { selectDetail } from "../selectors";
import { ImageViewer } from "./image-viewer";
import { ProductDetailModal } from "./product-detail-modal";
import { ReportDialog } from "./report-dialog";

export function DetailContainer({
  controls,
  productName,
}: {
  controls: (product: ProductView) => ReactNode;
  productName: (id: string) => string;
}) {
  const dispatch = useAppDispatch();
  const detail = useAppSelector(selectDetail);
  const { report } = detail;
  return (
    <>
      <ProductDetailModal
        open={detail.productId !== null}
        product={detail.product}
        reviews={detail.reviews}
        reviewsLoading={detail.reviewsRequest.status === "sending"}
        onMoreReviews={() => dispatch(moreReviewsRequested())}
        moreReviewsLoading={detail.moreReviewsRequest.status === "sending"}
        onClose={() => dispatch(productClosed())}
        onZoom={(index) => dispatch(imageViewerOpened(index))}
        onReport={(id) => dispatch(reportRequested(id))}
        controls={controls}
      />
      {detail.product && (
        <ImageViewer
          product={detail.product}
          index={detail.viewerIndex}
          onIndex={(index) => dispatch(imageViewerOpened(index))}
          onClose={() => dispatch(imageViewerClosed())}
        />
      )}
      <ReportDialog
        open={report.productId !== null}
        productName={report.productId ? productName(report.productId) : ""}
        types={report.types}
        typesRequest={report.typesRequest}
        submit={report.submit}
        sentMessage={report.sentMessage}
        onSubmit={(r) => dispatch(reportSubmitted(r))}
        onClose={() => dispatch(reportClosed())}
      />
    </>
  );
}
