// Customer help topics, merchant help entries and the two FAQ lists: [title, HTML body].
type Entry = [title: string, body: string];

export const CUSTOMER_HELP: Entry[] = [
  [
    "Where is my order?",
    `<p>Open <strong>My Orders</strong> to see the status of every order: New Order, Packaging, Dispatched, Shipping and Delivered, with the time of each step.</p>
<ul><li>If the order is late, use <strong>Buzz</strong> to remind the shop (once an hour).</li>
<li>You can also call the shop from the order card.</li></ul>`,
  ],
  [
    "I want to cancel my order",
    `<p>You can cancel from My Orders only before the order reaches the Shipping stage.</p>
<ul><li>Before the shop accepts the order, cancelling is free.</li>
<li>After it is accepted, contact the shop or Galli support; cancellation charges may apply.</li>
<li>If the shop or the delivery person caused the cancellation, you get a 100% refund.</li></ul>
<p>For orders paid online, choose a refund to Galli Cash (instant) or to your bank account (5 to 7 business days).</p>`,
  ],
  [
    "Refund status",
    `<p>Refunds are made 2-3 days after a return or replacement is approved. Once made, the money reaches you:</p>
<ul><li>Galli Cash: immediately</li><li>Cards: 4-7 business days</li><li>Net banking: 5-7 business days</li><li>UPI: 5 business days</li></ul>`,
  ],
  [
    "Item missing or damaged",
    `<p>When the order is delivered, open it and mark each product as Delivered, Undelivered or Replacement. For a replacement, choose a reason, add a short message and 2 or 3 photos.</p>
<p>Requests must be raised within 5 to 6 days of delivery.</p>`,
  ],
  [
    "Payment issues",
    `<p>If money left your account but the order was not placed, it is refunded automatically. Every paid order is protected: you are covered for a replacement from payment until 7 days after delivery.</p>
<p>Cash on delivery is offered only where the shop allows it, and some shops set a limit on the order value for cash.</p>`,
  ],
  [
    "Replacement and returns",
    `<p>Shops accept replacement or return requests within 5 to 6 days of delivery. Once the shop or Galli approves your request, the refund is made in 2-3 days, or the shop delivers a replacement.</p>`,
  ],
];

export const MERCHANT_HELP: Entry[] = [
  [
    "Users and roles",
    `<p>Add your team under <strong>Users</strong> and give each person a role: Super Admin, Manager, Accounts, Delivery, Supervisor or Staff. Create custom roles with just the permissions you choose.</p>
<p>You can suspend a user, unsuspend them later, or delete them.</p>`,
  ],
  [
    "Inventory Update API keys",
    `<p>Go to <strong>Store settings &gt; Inventory Update API &gt; API Keys</strong> to create a key for your billing software. The key is shown only once; keep it safe and revoke it if it leaks.</p>
<p>Each store has its own store key (for example GALLI-STORE-0001); send it with every stock or price update.</p>`,
  ],
  [
    "Product review and going live",
    `<ul><li><strong>Draft</strong>: product data or an image is missing.</li>
<li><strong>Waiting for review</strong>: the product is complete and our team is checking it.</li>
<li><strong>Live</strong>: approved and visible to customers.</li></ul>`,
  ],
  [
    "Store front images and mobile verification",
    `<p>Every store needs at least 1 store front image, and the primary mobile number must be verified before the shop can go live. Each user's own mobile number must be verified before they can log in to the merchant app.</p>`,
  ],
  [
    "Where do I find my orders?",
    `<p>The merchant app sorts orders into tabs as they move along: <strong>New Orders</strong>, <strong>Packaging</strong>, <strong>Dispatched</strong>, <strong>On the way</strong>, <strong>Delivered</strong>, <strong>Replace/Refund</strong> and <strong>Cancelled</strong>.</p>
<p>Accept a new order to move it to Packaging; a customer can cancel for free only until you accept.</p>`,
  ],
  [
    "Manufacturing and expiry dates",
    `<p>The MFG date is optional. The EXP date is required unless you mark it as Unknown or Not Applicable.</p>`,
  ],
  [
    "When do I get paid?",
    `<p>Online payments are settled in 2-3 business days on the express cycle and within 5 to 7 days otherwise. A bank detail change can defer payment by up to 14 days; a new payout method is active after 3 calendar days.</p>`,
  ],
];

export const FAQ_CUSTOMER: Entry[] = [
  [
    "Is cash on delivery available?",
    "<p>Yes, where the shop allows it. Some shops set a maximum order value for cash on delivery.</p>",
  ],
  [
    "Is there a delivery charge?",
    "<p>Each shop sets its own delivery charge, shown in the bill before you pay. Self-pickup orders have no delivery charge.</p>",
  ],
  [
    "Until when can I cancel an order?",
    "<p>Only before the Shipping stage. Cancelling before the shop accepts the order is free; after that, contact support and charges may apply.</p>",
  ],
  [
    "How long does a refund take?",
    "<p>Galli Cash is immediate; cards take 4-7 business days, net banking 5-7 and UPI 5.</p>",
  ],
  [
    "What is Galli Cash?",
    "<p>Your Galli wallet. Refunds and scratch card rewards land here instantly and you can use the balance on your next order.</p>",
  ],
  ["How old must I be to use Galli?", "<p>You must be at least 18 years old.</p>"],
  [
    "What is a private shop?",
    "<p>A shop with its own page, such as galli.in/sharma-kirana-koramangala, usually for its regular customers.</p>",
  ],
  [
    "Why do prices differ between stores?",
    "<p>Each store of a shop sets its own price and stock. Your cart takes every item from the cheapest store that has it.</p>",
  ],
];

export const FAQ_MERCHANT: Entry[] = [
  [
    "How do I join Galli?",
    "<p>Fill in the partner enquiry form with your business details; our team calls you back to set up your shop.</p>",
  ],
  ["What does a private shop cost?", "<p>Displaying a private shop is free for the first 6 months.</p>"],
  [
    "When am I paid?",
    "<p>For online payments, 5 to 7 days after delivery; the express cycle pays in 2-3 business days.</p>",
  ],
  [
    "What happens if I change my bank details?",
    "<p>Payment can be deferred by up to 14 days while the new account is verified. A new payout method is active after 3 calendar days.</p>",
  ],
  [
    "Can I update stock from my billing software?",
    "<p>Yes, through the Inventory Update API. Create a key under Store settings &gt; Inventory Update API &gt; API Keys.</p>",
  ],
  ["How long do customers have to ask for a replacement?", "<p>5 to 6 days after delivery, as set for your shop.</p>"],
  [
    "How can the agreement be ended?",
    "<p>With 60 days' notice by either side, or after a breach that is not cured within 10 days.</p>",
  ],
];
