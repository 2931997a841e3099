// The ERP / POS API document (/api). Code samples, field names, JSON types and the API's own
// messages stay as they are; the prose around them is here. <b>, <c> and <a> mark bold, code and
// link in the texts shown with <Trans>.
import { callErrorExamples, itemErrorExamples } from "@contract/inventory-examples";

const apiDocs = {
  apiDocs: {
    lead: "Keep the stock and prices of your Galli stores in step with your ERP or point-of-sale system. Two calls do it: read what customers see now, and update it in batches of up to 1,000 products.",
    onThisPage: "On this page",
    anchors: {
      configuration: "Configuration",
      read: "Read live inventory",
      update: "Update live inventory",
    },
    copy: "Copy",
    copied: "Copied",
    copyLabel: "Copy {{label}}",
    config: {
      intro: "You need two values from the Galli merchant app: the store key of each store and an auth token.",
      step1: "In the merchant app open <s>Store settings</s> › <b>Inventory Update API</b> › <k>API Keys</k>.",
      step2:
        "Copy the <b>store key</b> of every store you want to keep in sync (for example <c>{{storeKey}}</c>). Each branch has its own key, stock and prices.",
      step3:
        "Generate an <b>auth token</b>. It is shown once: save it in your ERP or POS settings like a password. Galli keeps only a fingerprint of it, so a lost token cannot be shown again; revoke it on the same screen and generate a new one. One token works for all the stores of your business.",
      everyCall: "Every call",
      address: "Address",
      addressValue: "<c>POST {{origin}}/api/read</c> and <c>POST {{origin}}/api/update</c>",
      headers: "Headers",
      headersValue: "<c>Content-Type: application/json</c> and <c>Authkey: {{token}}</c>",
      yourToken: "<your token>",
      money: "Money",
      moneyValue: "Prices are rupees as numbers with up to 2 decimals (259.5 is ₹259.50); offer and tax are percents.",
      examples: "Examples",
      examplesValue:
        "The examples on this page use the demo store <c>{{storeKey}}</c> and its token <c>{{authkey}}</c>; use your own in production. Each one is run against the live API by our tests.",
      openApiValue: "A machine-readable description (OpenAPI 3.1) is at <a>{{path}}</a>; read and try every call at <d>{{docs}}</d>.",
      limits: "Limits",
      batch:
        "Up to {{limit}} codes per read and {{limit}} items per update; a larger batch is refused as a whole (413). Split it into several calls.",
      body: "A request body of at most {{mib}} MiB.",
      rate: "{{perMinute}} calls per minute per token on each of the two calls; more answer 429 until the minute is over.",
      idempotency: "An Idempotency-Key is remembered for {{hours}} hours.",
      errors: "Errors",
    },
    errors: {
      intro:
        "When the call itself fails nothing is read or written, and the answer is <c>{{shape}}</c> with the HTTP status below. Retry only after a 429 or a 5xx.",
      callTable: "Errors of the whole call",
      status: "Status",
      when: "When",
      items:
        "An update with some bad items still answers 200: the good items are applied and each refused one is listed in <c>error</c> with one of these codes.",
      itemTable: "Refused items of an update",
      callWhen: Object.fromEntries(callErrorExamples.map((e) => [e.code, e.when])) as Record<string, string>,
      itemWhen: Object.fromEntries(itemErrorExamples.map((e) => [e.code, e.when])) as Record<string, string>,
    },
    fieldTable: {
      field: "Field",
      type: "Type",
      required: "Required",
      meaning: "Meaning",
      yes: "Yes",
      no: "No",
    },
    read: {
      intro:
        "<c>POST /api/read</c> answers the stock, selling price, offer and tax of the barcodes you list, as customers see them now. It changes nothing.",
      requestBody: "Read request body",
      request: "Read request",
      response: "Read response",
    },
    update: {
      intro:
        "<c>POST /api/update</c> sets the stock and selling price (and optionally name, unit, offer and tax) of products the store already sells.",
      each: "Each item is checked on its own. The valid items are applied together in one transaction; a refused item changes nothing and is listed in <c>error</c> with the reason.",
      replace: "Values replace the current ones. Orders placed after your call lower the stock you sent.",
      atOnce: "Customers see the new values at once: in the catalogue, in search and when their cart is checked.",
      synced: "Every applied product records the time of this sync, even when its values did not change.",
      nameRule:
        "<b>Name rule:</b> product_name and unit belong to the catalogue product. They change only when no other merchant's store sells the same product (and then for all your stores that sell it); otherwise the item is refused with <c>PRODUCT_SHARED</c>. Sending the current name and unit is always fine.",
      newProducts: "This call updates products; new products are added in the merchant app.",
      requestBody: "Update request body",
      request: "Update request",
      response: "Update response",
      dryRun: "Check first: dry run",
      dryRunText:
        "Add <c>{{query}}</c> to check a batch without writing anything. The answer lists what would be refused and, for every valid item, the values before and after.",
      dryRunRequest: "Dry run request",
      dryRunResponse: "Dry run response",
      retries: "Safe retries",
      retriesText:
        "A timeout does not tell you whether an update was applied. Send an <c>Idempotency-Key</c> header (a new UUID per batch) and retry with the same key and the same body: for {{hours}} hours the retry gets the first answer again, marked with <c>{{header}}</c>, and nothing is applied twice. The same key with a different body is refused (422). A dry run ignores the key.",
      retryRequest: "Retry request",
    },
    fields: {
      readRequest: {
        store_key: "The store whose inventory you read.",
        prod_codes:
          "Barcodes, 1 to {{limit}}. Send them as strings so leading zeros are kept; a code sent twice is answered once.",
      },
      readResponse: {
        success: "true: the call was answered.",
        data: "One entry per code the store sells, in the order asked: product_code, product_name, unit, stock, selling_price, offer, tax.",
        sellingPrice: "Rupees with up to 2 decimals, before the offer.",
        offerTax: "Percents from 0 to 100.",
        notFound: "Codes this store does not sell. Not an error: the rest are still answered.",
      },
      updateRequest: {
        store_key: "The store to update.",
        product_info: "1 to {{limit}} items, each with the fields below.",
        code: "The barcode. Each code once per call.",
        stock: "0 to {{max}}. Replaces the stock (it is the count on the shelf now, not a change).",
        sellingPrice: "Rupees, more than 0 and at most {{max}}, with up to 2 decimals. A number, not a string.",
        name: "Up to {{max}} characters. Left unchanged when omitted; see the name rule above.",
        unit: 'Pack size such as "500 g", up to {{max}} characters. Left unchanged when omitted.',
        offer: "Offer percent, 0 to 100. Left unchanged when omitted.",
        tax: "Tax percent, 0 to 100. Left unchanged when omitted.",
      },
      updateResponse: {
        success: "true: the call was processed. Read Updated and error for the items.",
        message:
          '"{{updated}}" when at least one item was applied, "{{nothing}}" when none was, "{{dryRun}}" on a dry run.',
        updated: "How many items were applied (on a dry run: would be applied).",
        error:
          "One entry per refused item: index (its position in product_info, from 0), product_code (null when missing), code and message.",
        dryRun: "Dry run only: before and after of every valid item, and which fields change.",
      },
    },
  },
};

export default apiDocs;
