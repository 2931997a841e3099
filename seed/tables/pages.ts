// Galli's static pages (ContentPage kind "page"). Numbers follow spec part 2 section 9.
export type PageSeed = { slug: string; title: string; body: string };

export const PAGES: PageSeed[] = [
  {
    slug: "about-us",
    title: "About Galli",
    body: `<h2>Your neighbourhood, online</h2>
<p>Galli brings the shops on your street to your phone. Kirana stores, bakeries, pharmacies, fruit and vegetable sellers and supermarkets near you list what they have in stock, at their own prices, and deliver it themselves or keep it ready for you to pick up.</p>
<h2>How it works</h2>
<ul><li>Set your location and see the shops that deliver to you, nearest first.</li>
<li>Fill one cart from one shop. If the shop has several stores, we take each item from the store with the best price that has it in stock.</li>
<li>Pay online, with Galli Cash, or with cash on delivery where the shop allows it.</li>
<li>Track the order from New Order to Delivered, then check the items and tell us if anything is missing or damaged.</li></ul>
<h2>For shops</h2>
<p>Any shop can join Galli. Private shops get their own page that their regular customers can open directly, and the display of a private shop is free for the first 6 months.</p>`,
  },
  {
    slug: "terms",
    title: "Terms and Conditions",
    body: `<h2>Using Galli</h2>
<p>Galli is a marketplace: the shops sell the products and Galli connects you with them, takes payments and handles refunds. You must be at least 18 years old to create an account and place orders.</p>
<h2>Orders and prices</h2>
<ul><li>Prices, offers and stock are set by each shop and may differ between stores of the same shop.</li>
<li>The order total is the price of the items after offers, plus taxes, packaging and delivery charges, minus any discount promo code.</li>
<li>Self-pickup orders have no delivery charge.</li></ul>
<h2>Cancellation</h2>
<p>You can cancel an order only before it reaches the Shipping stage. Cancelling before the shop accepts the order is free. After the shop has accepted it, please contact the shop or Galli support; cancellation charges may apply. If an order is cancelled because of the shop or the delivery person, you get a 100% refund.</p>
<h2>Returns and replacement</h2>
<p>Requests for a return or replacement must be raised within 5 to 6 days of delivery, as the shop allows. Refunds are processed 2-3 days after the request is approved.</p>
<h2>Payment protection</h2>
<p>Every paid order carries a replacement warranty from payment until 7 days after delivery.</p>`,
  },
  {
    slug: "privacy",
    title: "Privacy Policy",
    body: `<h2>What we collect</h2>
<p>Your name, mobile number, email address, saved delivery addresses, orders and payments. We use your location only to show shops near you and to deliver your orders.</p>
<h2>How we use it</h2>
<ul><li>To place and deliver your orders and to share your delivery address with the shop that delivers it.</li>
<li>To send one-time codes, order updates and refunds.</li>
<li>To keep Galli safe, for example by limiting repeated login attempts.</li></ul>
<h2>What we do not do</h2>
<p>We do not sell your personal data. Card details are handled by our payment partner and are never stored by Galli. Passwords are stored only in a hashed form.</p>
<h2>Your choices</h2>
<p>You can edit or delete your saved addresses and profile at any time from your account. Write to support to close your account.</p>`,
  },
  {
    slug: "Privacy-policy",
    title: "Merchant Privacy Policy",
    body: `<h2>Merchant data</h2>
<p>When your shop joins Galli we keep your business name, contact person, mobile numbers, email, store addresses, bank or UPI payout details and your product catalogue.</p>
<ul><li>Customers see your shop name, store address, ratings and what you sell.</li>
<li>Bank details are used only to pay you. A change of bank details can defer payment by up to 14 days while we verify it, and a new payout method becomes active after 3 calendar days.</li>
<li>Inventory API keys are stored only as a hash; copy a key when you create it.</li></ul>
<p>Customer details shared with you for delivery may be used only to fulfil that order.</p>`,
  },
  {
    slug: "merchant-policy",
    title: "Merchant Policy",
    body: `<h2>Listing</h2>
<p>Products must show a true name, unit, MRP and a clear image. A product stays in Draft while data or an image is missing, moves to Waiting for review when it is complete, and goes Live once approved by our team.</p>
<h2>Payouts</h2>
<p>Payments for online orders are settled to you 5 to 7 days after delivery (our help pages also describe the 2-3 business day express cycle for eligible shops; both apply as set out in your agreement). A change of bank details can defer payment by up to 14 days, and a new payout method is active after 3 calendar days.</p>
<h2>Private shops</h2>
<p>The display of a private shop page is free for the first 6 months.</p>
<h2>Ending the agreement</h2>
<p>Either side may end the agreement with 60 days' notice. If either side breaches it, the other may end it when the breach is not cured within 10 days of written notice.</p>`,
  },
  {
    slug: "cancellation",
    title: "Cancellation and Refund Policy",
    body: `<h2>Cancelling an order</h2>
<ul><li>You can cancel only before the order reaches the Shipping stage.</li>
<li>Cancellation before the shop accepts the order is free.</li>
<li>After the shop accepts it, contact the shop or Galli support; cancellation charges may apply.</li>
<li>If the cancellation is due to the shop or the delivery person, you get a 100% refund.</li></ul>
<h2>When a delivery fails</h2>
<p>If your order cannot be handed over at the door, it goes back to the shop and is refunded when the shop has the goods back:</p>
<ul><li>Damaged or wrong items (the shop's or the delivery person's cause): a 100% refund.</li>
<li>You could not be reached, refused the order, gave a wrong address or refused to pay cash: the goods are refunded and the delivery charge is kept.</li>
<li>A cash-on-delivery order that was not paid is simply closed: nothing is charged.</li></ul>
<h2>Returns and replacement</h2>
<p>Raise a return or replacement request within 5 to 6 days of delivery from the order's Verify screen. Refunds are made 2-3 days after the request is approved.</p>
<h2>How long a refund takes</h2>
<ul><li>Galli Cash (wallet): immediately.</li>
<li>Credit and debit cards: 4-7 business days.</li>
<li>Net banking: 5-7 business days.</li>
<li>UPI: 5 business days.</li></ul>
<p>Self-pickup orders have no delivery charge, so none is refunded.</p>`,
  },
  {
    slug: "merchant-help",
    title: "Merchant Help",
    body: `<h2>Getting started</h2>
<ul><li>Verify your primary mobile number; it is needed before your shop goes live.</li>
<li>Add at least 1 store front image for every store.</li>
<li>Add products: each starts as Draft, becomes Waiting for review once complete, and Live after approval.</li></ul>
<h2>Your team</h2>
<p>Give each person a role: Super Admin, Manager, Accounts, Delivery, Supervisor or Staff, or create custom roles. You can suspend, unsuspend or delete users at any time.</p>
<h2>Keeping stock in sync</h2>
<p>Connect your billing software through Store settings &gt; Inventory Update API &gt; API Keys. Each store has its own store key; the API key is shown only once.</p>
<h2>Payouts</h2>
<p>Online payments reach you in 2-3 business days on the express cycle, and within 5 to 7 days otherwise.</p>`,
  },
];
