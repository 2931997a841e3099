// The partner page's carousel and the pictures' descriptions (the page's other texts are in ../../en.ts).
const partnerSlides = {
  partnerSlides: {
    label: "Why sell on Galli",
    slide: "{{index}} of {{total}}: {{title}}",
    previous: "Previous slide",
    next: "Next slide",
    previousButton: "‹ Previous",
    nextButton: "Next ›",
    slides: {
      online: {
        title: "Your shop, online in a day",
        text: "List your products and prices in the merchant app; customers nearby find you on Galli.",
        picture: "A neighbourhood shop with its own online storefront",
      },
      neighbourhood: {
        title: "Orders from your neighbourhood",
        text: "Customers within your delivery radius order from you; deliver yourself or let them pick up.",
        picture: "Orders arriving from customers in your neighbourhood",
      },
      paid: {
        title: "Paid straight to your bank",
        text: "Online payments are settled to your bank account; cash on delivery stays with you.",
        picture: "Payments for your orders settled to your bank account",
      },
    },
    enrolment: "Enrolment process: {{steps}}",
    steps: {
      enquiry: "Send your enquiry",
      call: "Our partner team calls you",
      setUp: "Set up your shop in the merchant app",
      live: "Go live and take orders",
    },
  },
};

export default partnerSlides;
