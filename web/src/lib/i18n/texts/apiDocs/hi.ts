import type { Texts } from "../../catalogue";
import type en from "./en";

const apiDocs: Texts<typeof en> = {
  apiDocs: {
    lead: "अपने Galli स्टोर का स्टॉक और कीमतें अपने ERP या POS सिस्टम के साथ मिलाकर रखें। इसके लिए दो कॉल काफ़ी हैं: ग्राहक अभी जो देख रहे हैं उसे पढ़ें, और उसे एक बार में 1,000 तक प्रोडक्ट के बैच में अपडेट करें।",
    onThisPage: "इस पेज पर",
    anchors: {
      configuration: "कॉन्फ़िगरेशन",
      read: "लाइव इन्वेंटरी पढ़ें",
      update: "लाइव इन्वेंटरी अपडेट करें",
    },
    copy: "कॉपी करें",
    copied: "कॉपी हो गया",
    copyLabel: "{{label}} कॉपी करें",
    config: {
      intro: "आपको Galli मर्चेंट ऐप से दो चीज़ें चाहिए: हर स्टोर की store key और एक auth token।",
      step1: "मर्चेंट ऐप में <s>Store settings</s> › <b>Inventory Update API</b> › <k>API Keys</k> खोलें।",
      step2:
        "जिस भी स्टोर को सिंक रखना है, उसकी <b>store key</b> कॉपी करें (जैसे <c>{{storeKey}}</c>)। हर ब्रांच की अपनी key, स्टॉक और कीमतें होती हैं।",
      step3:
        "एक <b>auth token</b> बनाएँ। यह सिर्फ़ एक बार दिखता है: इसे पासवर्ड की तरह अपने ERP या POS की सेटिंग में सेव करें। Galli इसका सिर्फ़ फ़िंगरप्रिंट रखता है, इसलिए खोया हुआ token दोबारा नहीं दिखाया जा सकता; उसी स्क्रीन पर उसे रद्द करें और नया बनाएँ। एक token आपके बिज़नेस के सभी स्टोर के लिए काम करता है।",
      everyCall: "हर कॉल में",
      address: "पता",
      addressValue: "<c>POST {{origin}}/api/read</c> और <c>POST {{origin}}/api/update</c>",
      headers: "हेडर",
      headersValue: "<c>Content-Type: application/json</c> और <c>Authkey: {{token}}</c>",
      yourToken: "<आपका token>",
      money: "पैसे",
      moneyValue: "कीमतें रुपयों में, 2 दशमलव तक की संख्या के रूप में होती हैं (259.5 का मतलब ₹259.50); offer और tax प्रतिशत में होते हैं।",
      examples: "उदाहरण",
      examplesValue:
        "इस पेज के उदाहरण डेमो स्टोर <c>{{storeKey}}</c> और उसके token <c>{{authkey}}</c> का इस्तेमाल करते हैं; असली काम में अपने इस्तेमाल करें। हमारे टेस्ट हर उदाहरण को लाइव API पर चलाते हैं।",
      openApiValue: "मशीन के पढ़ने लायक विवरण (OpenAPI 3.1) <a>{{path}}</a> पर है; हर कॉल <d>{{docs}}</d> पर पढ़ें और आज़माएँ।",
      limits: "सीमाएँ",
      batch:
        "हर read में {{limit}} तक codes और हर update में {{limit}} तक items; इससे बड़ा बैच पूरा का पूरा मना कर दिया जाता है (413)। इसे कई कॉल में बाँटें।",
      body: "request body ज़्यादा से ज़्यादा {{mib}} MiB की।",
      rate: "दोनों कॉल में से हर एक पर, हर token से हर मिनट {{perMinute}} कॉल; इससे ज़्यादा पर मिनट पूरा होने तक 429 मिलता है।",
      idempotency: "Idempotency-Key {{hours}} घंटे तक याद रखी जाती है।",
      errors: "गड़बड़ियाँ",
    },
    errors: {
      intro:
        "जब कॉल ही फ़ेल हो जाए तो कुछ भी पढ़ा या लिखा नहीं जाता, और जवाब नीचे दिए HTTP status के साथ <c>{{shape}}</c> होता है। दोबारा कोशिश सिर्फ़ 429 या 5xx के बाद करें।",
      callTable: "पूरी कॉल की गड़बड़ियाँ",
      status: "स्टेटस",
      when: "कब",
      items:
        "कुछ गलत items वाला update भी 200 देता है: सही items लागू हो जाते हैं और हर मना किया गया item इनमें से किसी code के साथ <c>error</c> में लिखा जाता है।",
      itemTable: "update के मना किए गए items",
      callWhen: {
        INVALID_JSON: "body सही JSON नहीं है।",
        VALIDATION_FAILED: "body का ढाँचा गलत है, जैसे store_key नहीं है (errors[] में हर field लिखा होता है)।",
        IDEMPOTENCY_KEY_INVALID: "Idempotency-Key हेडर खाली है, बहुत लंबा है या उसमें स्पेस हैं।",
        AUTHKEY_MISSING: "Authkey हेडर नहीं है।",
        AUTHKEY_INVALID: "token गलत है या रद्द कर दिया गया है।",
        STORE_FORBIDDEN: "store_key किसी दूसरे मर्चेंट की है।",
        STORE_NOT_FOUND: 'किसी स्टोर की यह store_key नहीं है (यहाँ "GALLI-STORE-9999")।',
        BATCH_TOO_LARGE: "product_info में 1,000 से ज़्यादा items (यहाँ 1,001) या prod_codes में 1,000 से ज़्यादा codes।",
        PAYLOAD_TOO_LARGE: "body 2 MiB से बड़ी है।",
        UNSUPPORTED_MEDIA_TYPE: "Content-Type, application/json नहीं है।",
        IDEMPOTENCY_KEY_REUSED: "पिछले 24 घंटों की कोई Idempotency-Key दूसरी body के साथ फिर आई है।",
        RATE_LIMITED: "एक token से एक endpoint पर एक मिनट में 120 से ज़्यादा कॉल।",
      },
      itemWhen: {
        INVALID_ITEM:
          "कोई field नहीं है या सीमा से बाहर है: negative या दशमलव वाला stock, 0 से ज़्यादा न होने वाली या 2 से ज़्यादा दशमलव वाली कीमत, 0-100 से बाहर offer या tax, string के रूप में भेजी गई संख्या, अनजान field।",
        DUPLICATE_PRODUCT_CODE: "बैच में एक ही product_code एक से ज़्यादा बार है; हर कॉपी मना कर दी जाती है।",
        UNKNOWN_PRODUCT_CODE: "स्टोर इस code का कोई प्रोडक्ट नहीं बेचता (यह API प्रोडक्ट अपडेट करती है; नए नहीं बनाती)।",
        PRODUCT_SHARED: "product_name या unit ऐसे catalogue प्रोडक्ट को बदल देगा जिसे दूसरे मर्चेंट के स्टोर भी बेचते हैं।",
      },
    },
    fieldTable: {
      field: "फ़ील्ड",
      type: "टाइप",
      required: "ज़रूरी",
      meaning: "मतलब",
      yes: "हाँ",
      no: "नहीं",
    },
    read: {
      intro:
        "<c>POST /api/read</c> आपके दिए barcodes का stock, बिक्री की कीमत, offer और tax वैसा ही बताता है जैसा ग्राहक अभी देखते हैं। यह कुछ नहीं बदलता।",
      requestBody: "Read request की body",
      request: "Read का request",
      response: "Read का response",
    },
    update: {
      intro:
        "<c>POST /api/update</c> उन प्रोडक्ट का stock और बिक्री की कीमत (और चाहें तो नाम, unit, offer और tax) सेट करता है जो स्टोर पहले से बेचता है।",
      each: "हर item अलग से जाँचा जाता है। सही items एक ही transaction में एक साथ लागू होते हैं; मना किया गया item कुछ नहीं बदलता और कारण के साथ <c>error</c> में लिखा जाता है।",
      replace: "नई values मौजूदा values की जगह ले लेती हैं। आपकी कॉल के बाद हुए ऑर्डर आपके भेजे stock को घटाते हैं।",
      atOnce: "ग्राहकों को नई values तुरंत दिखती हैं: catalogue में, खोज में और उनका कार्ट जाँचते समय।",
      synced: "हर लागू प्रोडक्ट इस सिंक का समय दर्ज करता है, चाहे उसकी values न बदली हों।",
      nameRule:
        "<b>नाम का नियम:</b> product_name और unit catalogue प्रोडक्ट के होते हैं। ये तभी बदलते हैं जब किसी दूसरे मर्चेंट का स्टोर वही प्रोडक्ट न बेचता हो (और तब आपके उन सभी स्टोर के लिए जो उसे बेचते हैं); वरना item <c>PRODUCT_SHARED</c> के साथ मना कर दिया जाता है। मौजूदा नाम और unit भेजना हमेशा ठीक है।",
      newProducts: "यह कॉल प्रोडक्ट अपडेट करती है; नए प्रोडक्ट मर्चेंट ऐप में जोड़े जाते हैं।",
      requestBody: "Update request की body",
      request: "Update का request",
      response: "Update का response",
      dryRun: "पहले जाँचें: dry run",
      dryRunText:
        "बिना कुछ लिखे बैच जाँचने के लिए <c>{{query}}</c> जोड़ें। जवाब में लिखा होता है कि क्या मना होगा और हर सही item की पहले और बाद की values।",
      dryRunRequest: "Dry run का request",
      dryRunResponse: "Dry run का response",
      retries: "सुरक्षित retry",
      retriesText:
        "timeout से यह पता नहीं चलता कि update लागू हुआ या नहीं। <c>Idempotency-Key</c> हेडर भेजें (हर बैच के लिए नया UUID) और उसी key और उसी body के साथ retry करें: {{hours}} घंटे तक retry को पहला जवाब ही दोबारा मिलता है, <c>{{header}}</c> के निशान के साथ, और कुछ भी दो बार लागू नहीं होता। वही key दूसरी body के साथ मना कर दी जाती है (422)। dry run key को अनदेखा करता है।",
      retryRequest: "Retry का request",
    },
    fields: {
      readRequest: {
        store_key: "वह स्टोर जिसकी इन्वेंटरी आप पढ़ते हैं।",
        prod_codes:
          "Barcodes, 1 से {{limit}} तक। इन्हें strings के रूप में भेजें ताकि शुरू के zero बने रहें; दो बार भेजे गए code का जवाब एक बार मिलता है।",
      },
      readResponse: {
        success: "true: कॉल का जवाब दिया गया।",
        data: "स्टोर जो भी code बेचता है उसकी एक entry, पूछे गए क्रम में: product_code, product_name, unit, stock, selling_price, offer, tax।",
        sellingPrice: "रुपये, 2 दशमलव तक, offer से पहले।",
        offerTax: "0 से 100 तक प्रतिशत।",
        notFound: "वे codes जो यह स्टोर नहीं बेचता। यह गड़बड़ी नहीं है: बाकी का जवाब फिर भी मिलता है।",
      },
      updateRequest: {
        store_key: "अपडेट किया जाने वाला स्टोर।",
        product_info: "1 से {{limit}} items, हर एक में नीचे दिए fields के साथ।",
        code: "Barcode। हर कॉल में हर code एक बार।",
        stock: "0 से {{max}}। stock की जगह लेता है (यह अभी शेल्फ़ पर रखी गिनती है, बदलाव नहीं)।",
        sellingPrice: "रुपये, 0 से ज़्यादा और ज़्यादा से ज़्यादा {{max}}, 2 दशमलव तक। संख्या, string नहीं।",
        name: "{{max}} अक्षरों तक। न भेजने पर वैसा ही रहता है; ऊपर नाम का नियम देखें।",
        unit: 'पैक का साइज़, जैसे "500 g", {{max}} अक्षरों तक। न भेजने पर वैसा ही रहता है।',
        offer: "Offer प्रतिशत, 0 से 100। न भेजने पर वैसा ही रहता है।",
        tax: "Tax प्रतिशत, 0 से 100। न भेजने पर वैसा ही रहता है।",
      },
      updateResponse: {
        success: "true: कॉल प्रोसेस हो गई। items के लिए Updated और error पढ़ें।",
        message: 'कम से कम एक item लागू होने पर "{{updated}}", एक भी न होने पर "{{nothing}}", dry run पर "{{dryRun}}"।',
        updated: "कितने items लागू हुए (dry run पर: कितने लागू होते)।",
        error:
          "हर मना किए गए item की एक entry: index (product_info में उसकी जगह, 0 से), product_code (न होने पर null), code और message।",
        dryRun: "सिर्फ़ dry run: हर सही item की पहले और बाद की values, और कौन-से fields बदलते हैं।",
      },
    },
  },
};

export default apiDocs;
