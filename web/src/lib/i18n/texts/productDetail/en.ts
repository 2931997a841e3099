// A product's detail on the products page: its images, the image viewer, the reviews and the
// Report Product dialog (in the products page's chunk, not the first page's).
const productDetail = {
  productDetail: {
    image: "{{name}}, image {{index}} of {{total}}",
    noImage: "No image",
    previousImage: "Previous image",
    nextImage: "Next image",
    zoom: "Zoom image",
    report: "Report product",
    viewer: "Image viewer",
    stars: "{{rating}} out of 5 stars",
    noReviews: "No reviews!",
    loadingReviews: "Loading reviews…",
    moreReviews: "More reviews",
    reportTitle: "Report Product",
    submit: "Submit",
    loadingReasons: "Loading reasons…",
    reason: "Reason",
    chooseReason: "Please choose a reason.",
    message: "Additional message (optional)",
  },
};

export default productDetail;
