// The demo catalogue: a 3-level category tree and compact product lines that expand to a few
// hundred realistic products. A line is [brands, base names, units]; "|" separates choices and
// every brand x base x unit becomes one product. Units are "label:MRP in rupees". What each product
// is (its family, shelf life and food type) comes from ../families.ts.
export type Line = [brands: string, names: string, units: string];
export type Top = {
  tax: number;
  color: string;
  subs: Record<string, Record<string, Line[]>>;
};

export const TREE: Record<string, Top> = {
  "Fruits & Vegetables": {
    tax: 0,
    color: "#2e7d32",
    subs: {
      "Fresh Vegetables": {
        "Leafy & Herbs": [
          ["Fresho", "Coriander Leaves|Mint Leaves|Spinach (Palak)|Methi Leaves|Curry Leaves", "100 g:15|250 g:35"],
        ],
        "Everyday Vegetables": [
          ["Fresho", "Onion|Potato|Tomato", "1 kg:45|2 kg:85"],
          [
            "Fresho",
            "Carrot (Ooty)|French Beans|Green Capsicum|Cauliflower|Brinjal|Lady Finger (Bhindi)|Cucumber",
            "500 g:40",
          ],
        ],
        "Exotic Vegetables": [
          ["Fresho", "Broccoli|Zucchini|Red Capsicum|Baby Corn|Button Mushroom", "250 g:60|500 g:110"],
        ],
      },
      "Fresh Fruits": {
        "Seasonal Fruits": [
          ["Fresho", "Alphonso Mango|Papaya|Pomegranate|Guava|Watermelon", "1 kg:120"],
          ["Fresho", "Banana Robusta|Banana Yelakki", "6 pcs:40|12 pcs:75"],
        ],
        "Apples & Citrus": [["Fresho", "Shimla Apple|Washington Apple|Nagpur Orange|Mosambi", "500 g:90|1 kg:170"]],
      },
      "Cuts & Sprouts": {
        Sprouts: [["Fresho", "Mixed Sprouts|Moong Sprouts", "200 g:35"]],
        "Cut Fruits": [["Fresho", "Cut Pineapple|Cut Papaya|Fruit Salad Bowl", "250 g:60"]],
      },
    },
  },
  "Dairy & Bakery": {
    tax: 5,
    color: "#1565c0",
    subs: {
      "Milk & Curd": {
        Milk: [["Amul|Nandini|Mother Dairy|Heritage", "Toned Milk|Full Cream Milk", "500 ml:27|1 L:54"]],
        "Curd & Buttermilk": [["Amul|Mother Dairy|Milky Mist", "Fresh Dahi|Spiced Buttermilk", "400 g:35|1 kg:80"]],
      },
      "Paneer, Butter & Cheese": {
        Paneer: [["Amul|Mother Dairy|Milky Mist|Nandini", "Fresh Paneer", "200 g:90|500 g:220"]],
        "Butter & Ghee": [
          ["Amul|Britannia", "Salted Butter", "100 g:58|500 g:285"],
          ["Amul|Gowardhan|Patanjali", "Pure Cow Ghee", "500 ml:330|1 L:650"],
        ],
        Cheese: [["Amul|Go|Britannia", "Cheese Slices|Processed Cheese Block", "200 g:145"]],
      },
      "Bread & Eggs": {
        "Breads & Buns": [
          ["Britannia|Modern|English Oven", "White Bread|Brown Bread|Multigrain Bread", "400 g:45"],
          ["Harvest Gold", "Pav Buns|Burger Buns", "200 g:30"],
        ],
        Eggs: [["Eggoz|Fresho", "Farm Eggs|Brown Eggs", "6 pcs:60|12 pcs:115|30 pcs:270"]],
        "Cakes & Rusk": [["Britannia|Elite", "Fruit Cake|Milk Rusk", "150 g:40|300 g:75"]],
      },
    },
  },
  Staples: {
    tax: 5,
    color: "#ef6c00",
    subs: {
      "Atta, Flours & Sooji": {
        Atta: [
          ["Aashirvaad|Pillsbury Chakki Fresh|Fortune Chakki Fresh", "Whole Wheat Atta", "1 kg:68|5 kg:299|10 kg:560"],
        ],
        "Besan, Maida & Rava": [["Rajdhani|Fortune", "Besan|Maida|Sooji Rava", "500 g:55|1 kg:105"]],
      },
      "Rice & Poha": {
        "Basmati Rice": [
          ["India Gate|Daawat|Kohinoor", "Classic Basmati Rice|Rozana Basmati Rice", "1 kg:190|5 kg:850"],
        ],
        "Everyday Rice": [["Fortune|24 Mantra Organic", "Sona Masoori Rice|Idli Rice", "5 kg:420|10 kg:800"]],
        Poha: [["Tata Sampann|Rajdhani", "Thick Poha", "500 g:45|1 kg:85"]],
      },
      "Dals & Pulses": {
        Dals: [
          [
            "Tata Sampann|Rajdhani|24 Mantra Organic",
            "Toor Dal|Moong Dal|Chana Dal|Urad Dal|Masoor Dal",
            "500 g:95|1 kg:180",
          ],
        ],
        "Whole Pulses": [["Tata Sampann|Rajdhani", "Kabuli Chana|Rajma Chitra", "500 g:110|1 kg:210"]],
      },
      "Oils, Masalas & Sugar": {
        "Cooking Oil": [
          ["Fortune|Saffola|Sundrop", "Sunflower Oil|Rice Bran Oil", "1 L:175|5 L:830"],
          ["Dhara|Fortune|Engine", "Kachi Ghani Mustard Oil", "1 L:185|5 L:880"],
        ],
        "Masalas & Spices": [
          ["Everest|MDH|Catch", "Garam Masala|Chana Masala|Chicken Masala|Kitchen King Masala", "100 g:82"],
          ["Everest|MDH|Tata Sampann", "Turmeric Powder|Red Chilli Powder|Coriander Powder", "100 g:35|200 g:65"],
        ],
        "Salt, Sugar & Jaggery": [
          ["Tata|Aashirvaad|Catch", "Iodised Salt", "1 kg:28"],
          ["Madhur|Dhampure", "Refined Sugar|Sulphurless Sugar", "1 kg:55|5 kg:260"],
          ["Tata Sampann|Dabur", "Jaggery Powder", "500 g:80|1 kg:150"],
        ],
      },
    },
  },
  "Snacks & Beverages": {
    tax: 12,
    color: "#c62828",
    subs: {
      "Biscuits & Chocolates": {
        "Biscuits & Cookies": [
          [
            "Britannia",
            "Good Day Cashew|Good Day Butter|Marie Gold|Bourbon|NutriChoice Digestive|50-50 Maska Chaska",
            "75 g:10|200 g:40|600 g:115",
          ],
          ["Parle", "Parle-G Gold|Monaco|Hide & Seek|Krackjack", "100 g:10|250 g:30"],
          ["Sunfeast", "Dark Fantasy Choco Fills|Mom's Magic Cashew & Almond", "75 g:30|300 g:120"],
        ],
        Chocolates: [
          ["Cadbury", "Dairy Milk|Dairy Milk Silk|5 Star|Perk", "50 g:40|150 g:160"],
          ["Nestle", "KitKat|Munch", "37 g:25"],
        ],
        "Indian Sweets": [["Haldiram's|Bikanervala", "Rasgulla|Gulab Jamun|Soan Papdi", "500 g:180|1 kg:330"]],
      },
      "Namkeen & Chips": {
        Namkeen: [
          [
            "Haldiram's|Bikaji|Bikano",
            "Aloo Bhujia|Navratan Mix|Moong Dal|Khatta Meetha",
            "200 g:55|400 g:105|1 kg:240",
          ],
        ],
        "Chips & Crisps": [
          ["Lay's", "India's Magic Masala|Classic Salted|American Style Cream & Onion", "52 g:20|90 g:30"],
          ["Kurkure|Bingo!", "Masala Munch|Mad Angles Achaari Masti", "90 g:20"],
        ],
      },
      "Tea, Coffee & Drinks": {
        Tea: [
          ["Tata Tea|Red Label|Taj Mahal|Wagh Bakri", "Premium Leaf Tea", "250 g:140|500 g:270|1 kg:520"],
          ["Tetley|Lipton", "Green Tea Bags", "25 pcs:160|100 pcs:530"],
        ],
        Coffee: [["Nescafe|Bru", "Classic Instant Coffee|Gold Instant Coffee", "50 g:175|100 g:340"]],
        "Juices & Soft Drinks": [
          ["Real|Tropicana|Paper Boat", "Mixed Fruit Juice|Orange Juice|Guava Juice", "200 ml:25|1 L:120"],
          ["Coca-Cola|Thums Up|Sprite|Limca", "Soft Drink", "750 ml:40|2.25 L:99"],
        ],
        "Health Drinks": [["Bournvita|Horlicks|Boost", "Health Drink Jar", "500 g:245|1 kg:470"]],
      },
    },
  },
  "Packaged Food": {
    tax: 12,
    color: "#6a1b9a",
    subs: {
      "Noodles & Pasta": {
        "Instant Noodles": [
          ["Maggi", "2-Minute Masala Noodles|Atta Noodles", "70 g:14|280 g:56|560 g:108"],
          ["Yippee!|Ching's Secret", "Magic Masala Noodles|Hakka Noodles", "70 g:15|240 g:60"],
        ],
        Pasta: [["Del Monte|Borges", "Penne Pasta|Fusilli Pasta", "500 g:110"]],
      },
      "Breakfast & Mixes": {
        "Instant Mixes": [["MTR|Gits", "Rava Idli Mix|Dosa Mix|Upma Mix|Gulab Jamun Mix", "200 g:70|500 g:160"]],
        "Cereals & Oats": [
          ["Kellogg's", "Corn Flakes|Chocos|Muesli Fruit & Nut", "250 g:120|475 g:220"],
          ["Quaker|Saffola", "Rolled Oats", "500 g:105|1 kg:199"],
        ],
      },
      "Sauces, Spreads & Pickles": {
        "Ketchup & Sauces": [
          ["Kissan|Maggi", "Fresh Tomato Ketchup|Hot & Sweet Tomato Chilli Sauce", "500 g:120|1 kg:190"],
        ],
        "Honey & Spreads": [
          ["Dabur|Saffola|Patanjali", "Honey", "250 g:125|500 g:230|1 kg:420"],
          ["Kissan", "Mixed Fruit Jam", "200 g:80|500 g:175"],
          ["Pintola|Sundrop", "Creamy Peanut Butter", "350 g:190|1 kg:450"],
        ],
        Pickles: [["Mother's Recipe|Priya", "Mango Pickle|Lime Pickle", "300 g:90"]],
      },
      "Ready to Eat": {
        Curries: [["MTR|Haldiram's", "Dal Makhani|Rajma Masala|Paneer Butter Masala|Palak Paneer", "300 g:125"]],
        Soups: [["Knorr|Ching's Secret", "Tomato Soup|Hot & Sour Soup|Sweet Corn Soup", "45 g:60"]],
      },
    },
  },
  "Personal Care": {
    tax: 18,
    color: "#00838f",
    subs: {
      "Bath & Body": {
        Soaps: [
          ["Dettol", "Original Soap|Cool Soap", "75 g:38|4x125 g:199"],
          ["Lifebuoy|Lux|Santoor|Pears", "Bathing Soap", "100 g:35|4x100 g:140"],
        ],
        "Body Wash": [["Dove|Fiama", "Body Wash", "250 ml:245"]],
      },
      "Hair Care": {
        Shampoo: [["Clinic Plus|Head & Shoulders|Pantene|Sunsilk", "Shampoo", "180 ml:150|340 ml:300"]],
        "Hair Oil": [
          ["Parachute", "Pure Coconut Oil", "100 ml:50|250 ml:120|500 ml:230"],
          ["Dabur", "Amla Hair Oil", "275 ml:145"],
        ],
      },
      "Skin & Oral Care": {
        "Face Wash & Creams": [
          ["Himalaya", "Purifying Neem Face Wash|Moisturising Aloe Vera Face Wash", "50 ml:95|150 ml:225"],
          ["Nivea|Vaseline|Pond's", "Body Lotion|Cold Cream", "100 ml:110|400 ml:380"],
        ],
        "Oral Care": [
          ["Colgate|Pepsodent|Close Up|Dabur Red", "Toothpaste", "100 g:55|200 g:105"],
          ["Colgate|Oral-B", "Toothbrush Medium", "1 pc:40|4 pcs:120"],
        ],
      },
      "Health & Wellness": {
        "First Aid": [
          ["Dettol|Savlon", "Antiseptic Liquid", "125 ml:75|550 ml:230"],
          ["Band-Aid|Hansaplast", "Washproof Strips", "20 pcs:60"],
          ["Vicks|Zandu", "Vaporub|Pain Balm", "25 ml:110"],
        ],
        Ayurveda: [["Dabur|Zandu", "Chyawanprash", "500 g:240|1 kg:420"]],
        "Baby & Feminine Care": [
          ["Whisper|Stayfree", "Ultra Sanitary Pads XL", "15 pcs:175|30 pcs:340"],
          ["Pampers|Huggies", "Pants Diapers Medium", "20 pcs:399|56 pcs:999"],
        ],
      },
    },
  },
  Household: {
    tax: 18,
    color: "#455a64",
    subs: {
      Laundry: {
        "Detergent Powder": [["Surf Excel|Ariel|Tide|Rin", "Detergent Powder", "1 kg:140|4 kg:520"]],
        "Liquid Detergent": [
          ["Surf Excel|Ariel", "Matic Liquid Detergent", "1 L:230|2 L:440"],
          ["Comfort", "Fabric Conditioner", "860 ml:240"],
        ],
      },
      Cleaning: {
        Dishwash: [
          ["Vim|Exo", "Dishwash Bar", "200 g:20|500 g:45"],
          ["Vim|Pril", "Dishwash Liquid Gel", "250 ml:55|750 ml:150"],
        ],
        "Floor & Toilet Cleaners": [
          ["Lizol", "Disinfectant Floor Cleaner Citrus|Disinfectant Floor Cleaner Pine", "500 ml:110|975 ml:210"],
          ["Harpic|Domex", "Toilet Cleaner", "500 ml:95|1 L:185"],
          ["Colin", "Glass Cleaner", "500 ml:110"],
        ],
      },
      "Home Essentials": {
        "Pooja & Repellents": [
          ["Good Knight|All Out", "Liquid Vaporiser Refill", "45 ml:85"],
          ["Cycle|Mangaldeep", "Agarbatti", "100 g:75"],
        ],
        "Kitchen Supplies": [
          ["Origami|Premier", "Kitchen Towel Roll", "2 rolls:110"],
          ["Ezee|Hexpure", "Garbage Bags Medium", "30 pcs:99"],
          ["Freshwrapp", "Aluminium Foil", "9 m:95|25 m:220"],
        ],
      },
    },
  },
};

/**
 * The specialists' lines: what a bakery, a sweet shop, a spice trader, a pickle house, a pharmacy,
 * a milk parlour or an organic store lives on, filed under the tops above (top > sub > leaf; a sub
 * or leaf that is not in the tree is added after its siblings). They expand after the whole tree,
 * so the tree's products keep their numbers.
 */
export const SPECIALIST: Record<string, Record<string, Record<string, Line[]>>> = {
  "Fruits & Vegetables": {
    "Fresh Vegetables": {
      "Gourds, Roots & Greens": [
        [
          "Fresho",
          "Bottle Gourd (Lauki)|Bitter Gourd (Karela)|Ridge Gourd|Drumstick|Raw Banana|Sweet Potato|Beetroot|Radish",
          "500 g:35|1 kg:65",
        ],
        ["Fresho", "Ginger|Garlic|Green Chilli|Lemon", "100 g:18|250 g:40"],
      ],
      "Organic Vegetables": [
        ["Fresho Organic", "Tomato|Onion|Potato|Carrot|Spinach (Palak)|Cucumber", "500 g:55|1 kg:100"],
      ],
    },
    "Fresh Fruits": {
      "Organic Fruits": [["Fresho Organic", "Banana|Apple|Papaya|Pomegranate", "500 g:95|1 kg:180"]],
    },
  },
  "Dairy & Bakery": {
    "Milk & Curd": {
      "Dairy Drinks & Sweets": [
        ["Amul|Nandini|Aavin", "Mango Lassi|Rose Flavoured Milk|Badam Milk", "200 ml:25|1 L:110"],
        ["Nandini|Amul", "Milk Peda|Mysore Pak|Kalakand", "250 g:120|500 g:230"],
        ["Amul|Milky Mist|Nandini", "Fresh Cream|Khoa", "200 g:70"],
      ],
    },
    "Fresh from the Bakery": {
      "Bakery Breads": [
        [
          "Baker's Bounty|Oven Fresh",
          "Milk Bread|Fruit Bread|Garlic Bread|Ladi Pav|Sweet Bun|Masala Bun",
          "200 g:30|400 g:55",
        ],
      ],
      "Cakes & Pastries": [
        ["Baker's Bounty|Oven Fresh", "Plum Cake|Honey Cake|Chocolate Truffle Cake|Dilpasand", "250 g:120|500 g:230"],
        ["Baker's Bounty|Oven Fresh", "Black Forest Pastry|Pineapple Pastry|Butterscotch Pastry", "1 pc:70|2 pcs:135"],
      ],
      "Cookies & Khari": [
        [
          "Baker's Bounty|Oven Fresh",
          "Butter Khari|Nankhatai|Osmania Biscuits|Coconut Cookies|Jeera Biscuits|Benne Biscuits|Toast Rusk",
          "200 g:60|400 g:110",
        ],
      ],
      "Puffs & Savouries": [
        ["Baker's Bounty|Oven Fresh", "Veg Puff|Paneer Puff|Khari Puff|Kodubale|Mini Samosa", "2 pcs:40|6 pcs:110"],
      ],
    },
  },
  Staples: {
    "Oils, Masalas & Sugar": {
      "Whole Spices": [
        [
          "Catch|Tata Sampann|Everest",
          "Cumin Seeds (Jeera)|Mustard Seeds|Black Pepper Whole|Fenugreek Seeds (Methi)|Ajwain|Fennel Seeds (Saunf)",
          "100 g:55|200 g:100",
        ],
        [
          "Catch|Tata Sampann",
          "Green Cardamom (Elaichi)|Cloves (Laung)|Cinnamon Sticks|Bay Leaves|Star Anise|Kashmiri Dry Red Chilli",
          "50 g:90|100 g:170",
        ],
        ["Everest|LG", "Compounded Asafoetida (Hing)", "50 g:75|100 g:140"],
      ],
      "Regional Masalas": [
        [
          "Aachi|Sakthi|MTR",
          "Sambar Powder|Rasam Powder|Chettinad Chicken Masala|Puliogare Mix|Idli Chilli Powder",
          "100 g:45|200 g:85",
        ],
        [
          "Everest|MDH|Badshah",
          "Pav Bhaji Masala|Chole Masala|Biryani Masala|Chaat Masala|Goda Masala|Kanda Lasun Masala",
          "100 g:70",
        ],
      ],
    },
    "Dry Fruits & Nuts": {
      "Dry Fruits": [
        [
          "Happilo|Nutraj|Tata Sampann",
          "Cashews Whole|California Almonds|Seedless Raisins|Roasted Pistachios|Walnut Kernels|Dates (Khajur)",
          "200 g:220|500 g:520",
        ],
      ],
      "Seeds & Makhana": [
        ["Happilo|Farmley", "Roasted Makhana|Chia Seeds|Flax Seeds|Pumpkin Seeds", "100 g:120|250 g:280"],
      ],
    },
    "Organic Staples": {
      "Organic Atta & Millets": [
        [
          "Organic Tattva|Pro Nature|Conscious Food",
          "Whole Wheat Atta|Ragi Flour|Jowar Flour|Foxtail Millet|Little Millet",
          "500 g:70|1 kg:130",
        ],
      ],
      "Organic Dals & Rice": [
        [
          "Organic Tattva|Pro Nature|Conscious Food",
          "Toor Dal|Moong Dal|Brown Rice|Sona Masoori Rice",
          "500 g:110|1 kg:210",
        ],
      ],
      "Organic Oils & Sweeteners": [
        ["Organic Tattva|Pro Nature", "Cold Pressed Groundnut Oil|Cold Pressed Coconut Oil", "500 ml:240|1 L:450"],
        ["Organic Tattva|Pro Nature|Conscious Food", "Jaggery|Turmeric Powder|Wild Honey", "250 g:90|500 g:170"],
      ],
    },
  },
  "Snacks & Beverages": {
    "Biscuits & Chocolates": {
      "Fresh Mithai": [
        [
          "Haldiram's|Bikanervala|Bikano",
          "Kaju Katli|Besan Ladoo|Motichoor Ladoo|Milk Cake|Dry Fruit Barfi|Patisa",
          "250 g:180|500 g:340",
        ],
      ],
    },
  },
  "Packaged Food": {
    "Sauces, Spreads & Pickles": {
      "Regional Pickles": [
        [
          "Priya|Aachi|Nilons",
          "Avakaya Mango Pickle|Gongura Pickle|Garlic Pickle|Mixed Vegetable Pickle|Green Chilli Pickle|Lemon Ginger Pickle",
          "200 g:75|500 g:160",
        ],
        ["Lijjat|Bikaji", "Urad Papad|Moong Papad", "200 g:60|400 g:115"],
      ],
    },
  },
  "Personal Care": {
    "Health & Wellness": {
      "Medicines & Remedies": [
        ["Crocin|Dolo", "Paracetamol 650 mg Tablets", "15 tabs:35"],
        ["Eno", "Fruit Salt Lemon|Fruit Salt Regular", "6 sachets:60|100 g:170"],
        ["Electral|Enerzal", "ORS Powder", "4 sachets:90"],
        ["Glucon-D", "Instant Energy Glucose|Orange Glucose", "500 g:210|1 kg:390"],
        ["Vicks", "Action 500 Tablets|Cough Drops Menthol", "10 tabs:45"],
        ["Volini|Moov", "Pain Relief Spray", "55 g:175|100 g:300"],
        ["Limcee|Celin", "Vitamin C Chewable Tablets", "15 tabs:30"],
        ["Supradyn|Revital H", "Multivitamin Tablets", "15 tabs:75|30 tabs:340"],
        ["Himalaya|Dabur", "Ashwagandha Tablets|Triphala Tablets|Giloy Tablets", "60 tabs:180"],
      ],
      "Hygiene & Devices": [
        ["Dettol|Lifebuoy", "Hand Sanitizer", "50 ml:25|200 ml:99"],
        ["Dr Trust|Omron", "Digital Thermometer", "1 pc:250"],
        ["Hansaplast|Jaycot", "Crepe Bandage|Cotton Wool Roll", "1 pc:90"],
        ["Savlon|Dettol", "Surgical Face Masks", "10 pcs:99|50 pcs:399"],
      ],
      "Baby Care": [
        ["Johnson's Baby|Himalaya", "Baby Oil|Baby Lotion|Baby Shampoo", "100 ml:120|200 ml:220"],
        ["Johnson's Baby|Himalaya", "Baby Powder|Baby Soap", "100 g:95"],
      ],
    },
  },
};

/** The everyday basket: products (every unit) that every general store carries. */
export const EVERYDAY = [
  "Aashirvaad Whole Wheat Atta",
  "Fortune Chakki Fresh Whole Wheat Atta",
  "India Gate Classic Basmati Rice",
  "Fortune Sona Masoori Rice",
  "Tata Sampann Toor Dal",
  "Tata Sampann Moong Dal",
  "Fortune Sunflower Oil",
  "Tata Iodised Salt",
  "Madhur Refined Sugar",
  "Everest Turmeric Powder",
  "Amul Toned Milk",
  "Amul Fresh Dahi",
  "Amul Salted Butter",
  "Amul Pure Cow Ghee",
  "Britannia White Bread",
  "Fresho Farm Eggs",
  "Red Label Premium Leaf Tea",
  "Bru Classic Instant Coffee",
  "Parle Parle-G Gold",
  "Britannia Good Day Cashew",
  "Maggi 2-Minute Masala Noodles",
  "Kissan Fresh Tomato Ketchup",
  "Surf Excel Detergent Powder",
  "Vim Dishwash Bar",
  "Colgate Toothpaste",
  "Lifebuoy Bathing Soap",
  "Harpic Toilet Cleaner",
];

/**
 * Each leaf category's HSN code (4 digits, as a shop under ₹5 crore turnover prints on a tax
 * invoice), consistent with what the leaf sells; the GST rate stays its top category's `tax`.
 */
export const HSN_BY_LEAF: Record<string, string> = {
  "Leafy & Herbs": "0709",
  "Everyday Vegetables": "0709",
  "Exotic Vegetables": "0709",
  "Gourds, Roots & Greens": "0709",
  "Organic Vegetables": "0709",
  "Seasonal Fruits": "0804",
  "Apples & Citrus": "0808",
  "Organic Fruits": "0810",
  Sprouts: "0709",
  "Cut Fruits": "0810",
  Milk: "0401",
  "Curd & Buttermilk": "0403",
  "Dairy Drinks & Sweets": "0403",
  Paneer: "0406",
  "Butter & Ghee": "0405",
  Cheese: "0406",
  "Breads & Buns": "1905",
  Eggs: "0407",
  "Cakes & Rusk": "1905",
  "Bakery Breads": "1905",
  "Cakes & Pastries": "1905",
  "Cookies & Khari": "1905",
  "Puffs & Savouries": "1905",
  Atta: "1101",
  "Besan, Maida & Rava": "1106",
  "Basmati Rice": "1006",
  "Everyday Rice": "1006",
  Poha: "1904",
  Dals: "0713",
  "Whole Pulses": "0713",
  "Cooking Oil": "1512",
  "Masalas & Spices": "0910",
  "Whole Spices": "0908",
  "Regional Masalas": "0910",
  "Salt, Sugar & Jaggery": "1701",
  "Dry Fruits": "0802",
  "Seeds & Makhana": "2008",
  "Organic Atta & Millets": "1101",
  "Organic Dals & Rice": "0713",
  "Organic Oils & Sweeteners": "1515",
  "Biscuits & Cookies": "1905",
  Chocolates: "1806",
  "Indian Sweets": "2106",
  "Fresh Mithai": "2106",
  Namkeen: "2106",
  "Chips & Crisps": "2005",
  Tea: "0902",
  Coffee: "2101",
  "Juices & Soft Drinks": "2202",
  "Health Drinks": "1901",
  "Instant Noodles": "1902",
  Pasta: "1902",
  "Instant Mixes": "2106",
  "Cereals & Oats": "1904",
  "Ketchup & Sauces": "2103",
  "Honey & Spreads": "0409",
  Pickles: "2001",
  "Regional Pickles": "2001",
  Curries: "2106",
  Soups: "2104",
  Soaps: "3401",
  "Body Wash": "3401",
  Shampoo: "3305",
  "Hair Oil": "3305",
  "Face Wash & Creams": "3304",
  "Oral Care": "3306",
  "First Aid": "3005",
  Ayurveda: "3004",
  "Baby & Feminine Care": "9619",
  "Medicines & Remedies": "3004",
  "Hygiene & Devices": "3005",
  "Baby Care": "9619",
  "Detergent Powder": "3402",
  "Liquid Detergent": "3402",
  Dishwash: "3402",
  "Floor & Toilet Cleaners": "3808",
  "Pooja & Repellents": "3307",
  "Kitchen Supplies": "7607",
};
