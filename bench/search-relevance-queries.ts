// The relevance benchmark's queries (bench/search-relevance.ts): kind | query | the product names
// that must be in the first 10 results, ";" between them (none: the demo world does not stock it).
// Kinds: en English, hi Hinglish, ph everyday phrases (a few words naming one thing), dv Devanagari,
// ty typos, bg a brand for the thing.
export const QUERIES = `
en|atta|Aashirvaad Whole Wheat Atta;Fortune Chakki Fresh Whole Wheat Atta
en|wheat flour|Aashirvaad Whole Wheat Atta
en|whole wheat atta|Pillsbury Chakki Fresh Whole Wheat Atta
en|besan|Rajdhani Besan;Fortune Besan
en|gram flour|Rajdhani Besan
en|maida|Rajdhani Maida
en|semolina|Rajdhani Sooji Rava
en|rava|Fortune Sooji Rava
en|basmati rice|India Gate Classic Basmati Rice;Daawat Rozana Basmati Rice
en|rice|Fortune Sona Masoori Rice
en|sona masoori|Fortune Sona Masoori Rice
en|idli rice|Fortune Idli Rice
en|brown rice|Organic Tattva Brown Rice
en|poha|Tata Sampann Thick Poha
en|toor dal|Tata Sampann Toor Dal
en|moong dal|Tata Sampann Moong Dal
en|chana dal|Rajdhani Chana Dal
en|urad dal|Tata Sampann Urad Dal
en|masoor dal|Rajdhani Masoor Dal
en|kabuli chana|Tata Sampann Kabuli Chana
en|rajma|Rajdhani Rajma Chitra
en|sunflower oil|Fortune Sunflower Oil;Saffola Sunflower Oil
en|mustard oil|Fortune Kachi Ghani Mustard Oil
en|rice bran oil|Saffola Rice Bran Oil
en|groundnut oil|Organic Tattva Cold Pressed Groundnut Oil
en|garam masala|Everest Garam Masala;MDH Garam Masala
en|turmeric|Everest Turmeric Powder
en|chilli powder|Everest Red Chilli Powder
en|coriander powder|MDH Coriander Powder
en|salt|Tata Iodised Salt
en|sugar|Madhur Refined Sugar
en|jaggery|Tata Sampann Jaggery Powder
en|honey|Dabur Honey
en|milk|Amul Toned Milk;Nandini Toned Milk
en|toned milk|Amul Toned Milk
en|full cream milk|Amul Full Cream Milk
en|curd|Amul Fresh Dahi
en|buttermilk|Amul Spiced Buttermilk
en|paneer|Amul Fresh Paneer
en|butter|Amul Salted Butter
en|ghee|Amul Pure Cow Ghee
en|cheese|Amul Cheese Slices
en|bread|Britannia White Bread
en|brown bread|Britannia Brown Bread
en|eggs|Fresho Farm Eggs
en|rusk|Britannia Milk Rusk
en|cake|Britannia Fruit Cake
en|biscuits|Britannia Marie Gold
en|chocolate|Cadbury Dairy Milk
en|tea|Red Label Premium Leaf Tea;Tata Tea Premium Leaf Tea
en|green tea|Lipton Green Tea Bags
en|coffee|Bru Classic Instant Coffee;Nescafe Classic Instant Coffee
en|juice|Real Mixed Fruit Juice
en|soft drink|Coca-Cola Soft Drink
en|health drink|Bournvita Health Drink Jar
en|noodles|Maggi 2-Minute Masala Noodles
en|pasta|Del Monte Penne Pasta
en|ketchup|Kissan Fresh Tomato Ketchup
en|jam|Kissan Mixed Fruit Jam
en|peanut butter|Pintola Creamy Peanut Butter
en|pickle|Priya Mango Pickle
en|mango pickle|Mother's Recipe Mango Pickle
en|oats|Quaker Rolled Oats
en|corn flakes|Kellogg's Corn Flakes
en|soup|Knorr Tomato Soup
en|dosa mix|MTR Dosa Mix
en|soap|Lifebuoy Bathing Soap;Dettol Original Soap
en|shampoo|Clinic Plus Shampoo
en|toothpaste|Colgate Toothpaste
en|toothbrush|Colgate Toothbrush Medium
en|face wash|Himalaya Purifying Neem Face Wash
en|body lotion|Nivea Body Lotion
en|hair oil|Dabur Amla Hair Oil
en|coconut oil|Parachute Pure Coconut Oil
en|detergent|Surf Excel Detergent Powder
en|detergent powder|Tide Detergent Powder
en|liquid detergent|Ariel Matic Liquid Detergent
en|dishwash|Vim Dishwash Bar
en|toilet cleaner|Harpic Toilet Cleaner
en|floor cleaner|Lizol Disinfectant Floor Cleaner Citrus
en|agarbatti|Cycle Agarbatti
en|garbage bags|Ezee Garbage Bags Medium
en|aluminium foil|Freshwrapp Aluminium Foil
en|onion|Fresho Onion
en|potato|Fresho Potato
en|tomato|Fresho Tomato
en|spinach|Fresho Spinach (Palak)
en|banana|Fresho Banana Robusta
en|apple|Fresho Shimla Apple
en|mango|Fresho Alphonso Mango
en|ginger|Fresho Ginger
en|garlic|Fresho Garlic
en|lemon|Fresho Lemon
en|cashews|Happilo Cashews Whole
en|almonds|Happilo California Almonds
en|raisins|Nutraj Seedless Raisins
en|dates|Happilo Dates (Khajur)
en|makhana|Happilo Roasted Makhana
en|cumin|Catch Cumin Seeds (Jeera)
en|cardamom|Catch Green Cardamom (Elaichi)
en|cloves|Catch Cloves (Laung)
en|paracetamol|Crocin Paracetamol 650 mg Tablets
en|sanitizer|Dettol Hand Sanitizer
en|diapers|Pampers Pants Diapers Medium
en|sanitary pads|Whisper Ultra Sanitary Pads XL
en|gulab jamun|Haldiram's Gulab Jamun
en|rasgulla|Haldiram's Rasgulla
en|kaju katli|Haldiram's Kaju Katli
en|bhujia|Haldiram's Aloo Bhujia
en|chips|Lay's Classic Salted
hi|aata|Aashirvaad Whole Wheat Atta;Fortune Chakki Fresh Whole Wheat Atta
hi|ata|Aashirvaad Whole Wheat Atta
hi|gehun ka atta|Aashirvaad Whole Wheat Atta
hi|chawal|India Gate Classic Basmati Rice
hi|chaawal|Fortune Sona Masoori Rice
hi|basmathi|Daawat Classic Basmati Rice
hi|doodh|Amul Toned Milk
hi|dudh|Nandini Toned Milk
hi|dahi|Amul Fresh Dahi;Mother Dairy Fresh Dahi
hi|dahee|Milky Mist Fresh Dahi
hi|chaas|Amul Spiced Buttermilk
hi|chhach|Mother Dairy Spiced Buttermilk
hi|panir|Amul Fresh Paneer
hi|makhan|Amul Salted Butter
hi|ghi|Amul Pure Cow Ghee
hi|desi ghee|Patanjali Pure Cow Ghee
hi|namak|Tata Iodised Salt
hi|cheeni|Madhur Refined Sugar
hi|chini|Dhampure Refined Sugar
hi|shakkar|Madhur Refined Sugar
hi|gur|Tata Sampann Jaggery Powder
hi|gud|Dabur Jaggery Powder
hi|shahad|Dabur Honey
hi|haldi|Everest Turmeric Powder
hi|lal mirch|MDH Red Chilli Powder
hi|mirchi|Everest Red Chilli Powder
hi|dhania powder|Everest Coriander Powder
hi|jeera|Catch Cumin Seeds (Jeera)
hi|elaichi|Catch Green Cardamom (Elaichi)
hi|ilaichi|Tata Sampann Green Cardamom (Elaichi)
hi|laung|Catch Cloves (Laung)
hi|dalchini|Catch Cinnamon Sticks
hi|tej patta|Catch Bay Leaves
hi|hing|Everest Compounded Asafoetida (Hing)
hi|saunf|Catch Fennel Seeds (Saunf)
hi|ajwain|Catch Ajwain
hi|methi dana|Catch Fenugreek Seeds (Methi)
hi|kali mirch|Catch Black Pepper Whole
hi|rai|Catch Mustard Seeds
hi|tel|Fortune Sunflower Oil
hi|sarson ka tel|Fortune Kachi Ghani Mustard Oil
hi|sarson tel|Dhara Kachi Ghani Mustard Oil
hi|nariyal tel|Parachute Pure Coconut Oil
hi|chai|Red Label Premium Leaf Tea;Tata Tea Premium Leaf Tea
hi|chay|Taj Mahal Premium Leaf Tea
hi|kaafi|Bru Classic Instant Coffee
hi|daal|Tata Sampann Toor Dal
hi|arhar dal|Tata Sampann Toor Dal
hi|tuvar dal|Rajdhani Toor Dal
hi|mung dal|Tata Sampann Moong Dal
hi|udad dal|Tata Sampann Urad Dal
hi|masur dal|Tata Sampann Masoor Dal
hi|chole|Tata Sampann Kabuli Chana
hi|rajmah|Tata Sampann Rajma Chitra
hi|pohe|Rajdhani Thick Poha
hi|suji|Rajdhani Sooji Rava
hi|rawa|Fortune Sooji Rava
hi|anda|Fresho Farm Eggs
hi|ande|Eggoz Farm Eggs
hi|double roti|Britannia White Bread
hi|pao|Harvest Gold Pav Buns
hi|biskut|Britannia Marie Gold
hi|namkin|Haldiram's Navratan Mix
hi|bhujiya|Haldiram's Aloo Bhujia
hi|mithai|Haldiram's Kaju Katli
hi|laddu|Haldiram's Besan Ladoo
hi|achar|Priya Mango Pickle
hi|aam ka achar|Mother's Recipe Mango Pickle
hi|nimbu ka achar|Priya Lime Pickle
hi|papadam|Lijjat Urad Papad
hi|pyaz|Fresho Onion
hi|kanda|Fresho Onion
hi|aloo|Fresho Potato
hi|tamatar|Fresho Tomato
hi|palak|Fresho Spinach (Palak)
hi|bhindi|Fresho Lady Finger (Bhindi)
hi|baingan|Fresho Brinjal
hi|gobi|Fresho Cauliflower
hi|shimla mirch|Fresho Green Capsicum
hi|gajar|Fresho Carrot (Ooty)
hi|kheera|Fresho Cucumber
hi|lauki|Fresho Bottle Gourd (Lauki)
hi|karela|Fresho Bitter Gourd (Karela)
hi|mooli|Fresho Radish
hi|adrak|Fresho Ginger
hi|lehsun|Fresho Garlic
hi|nimbu|Fresho Lemon
hi|hari mirch|Fresho Green Chilli
hi|pudina|Fresho Mint Leaves
hi|kadi patta|Fresho Curry Leaves
hi|kela|Fresho Banana Robusta
hi|seb|Fresho Shimla Apple
hi|aam|Fresho Alphonso Mango
hi|anar|Fresho Pomegranate
hi|amrood|Fresho Guava
hi|papita|Fresho Papaya
hi|santra|Fresho Nagpur Orange
hi|kaju|Happilo Cashews Whole
hi|badam|Happilo California Almonds
hi|kishmish|Nutraj Seedless Raisins
hi|akhrot|Happilo Walnut Kernels
hi|khajur|Happilo Dates (Khajur)
hi|sabun|Lifebuoy Bathing Soap
hi|manjan|Colgate Toothpaste
hi|rui|Jaycot Cotton Wool Roll
hi|kachra bag|Ezee Garbage Bags Medium
hi|agarbathi|Cycle Agarbatti
hi|machhar|Good Knight Liquid Vaporiser Refill
hi|sabzi|Fresho Onion
ph|chai patti|Red Label Premium Leaf Tea;Tata Tea Premium Leaf Tea
ph|khula chai patti|Taj Mahal Premium Leaf Tea;Wagh Bakri Premium Leaf Tea
ph|khuli chai|Tata Tea Premium Leaf Tea
ph|chai ki patti|Red Label Premium Leaf Tea
ph|khane ka tel|Fortune Sunflower Oil
ph|roti ka atta|Aashirvaad Whole Wheat Atta
ph|arhar ki dal|Tata Sampann Toor Dal
ph|moong ki dal|Tata Sampann Moong Dal
ph|gaay ka ghee|Amul Pure Cow Ghee
ph|masala chaas|Amul Spiced Buttermilk
ph|hari mirch ka achar|Priya Green Chilli Pickle
ph|lehsun ka achar|Priya Garlic Pickle
ph|besan ke laddu|Haldiram's Besan Ladoo
ph|kaju ki barfi|Haldiram's Kaju Katli
ph|bartan dhone ka liquid|Vim Dishwash Liquid Gel;Pril Dishwash Liquid Gel
ph|kapde dhone ka liquid|Surf Excel Matic Liquid Detergent
ph|machhar bhagane ka|Good Knight Liquid Vaporiser Refill
ph|khansi ki goli|Vicks Cough Drops Menthol
ph|sir dard ki goli|Crocin Paracetamol 650 mg Tablets
ph|gol mirch|Catch Black Pepper Whole
ph|sabzi masala|MDH Kitchen King Masala
ph|dhania patti|Fresho Coriander Leaves
ph|pudina patti|Fresho Mint Leaves
ph|nagpuri santra|Fresho Nagpur Orange
ph|safed bread|Britannia White Bread
ph|cheese ke slice|Amul Cheese Slices
ph|kachre ki thaili|Ezee Garbage Bags Medium
ph|daant ka manjan|Colgate Toothpaste
ph|चाय पत्ती|Red Label Premium Leaf Tea;Tata Tea Premium Leaf Tea
ph|खाने का तेल|Fortune Sunflower Oil
dv|आटा|Aashirvaad Whole Wheat Atta;Fortune Chakki Fresh Whole Wheat Atta
dv|गेहूं का आटा|Aashirvaad Whole Wheat Atta
dv|मैदा|Rajdhani Maida
dv|बेसन|Fortune Besan
dv|सूजी|Rajdhani Sooji Rava
dv|चावल|India Gate Classic Basmati Rice
dv|बासमती|Daawat Classic Basmati Rice
dv|पोहा|Tata Sampann Thick Poha
dv|दाल|Tata Sampann Toor Dal
dv|अरहर दाल|Tata Sampann Toor Dal
dv|मूंग दाल|Tata Sampann Moong Dal
dv|चना दाल|Rajdhani Chana Dal
dv|उड़द दाल|Tata Sampann Urad Dal
dv|मसूर दाल|Rajdhani Masoor Dal
dv|राजमा|Tata Sampann Rajma Chitra
dv|छोले|Rajdhani Kabuli Chana
dv|तेल|Fortune Sunflower Oil
dv|सरसों का तेल|Fortune Kachi Ghani Mustard Oil
dv|घी|Amul Pure Cow Ghee
dv|मक्खन|Amul Salted Butter
dv|नमक|Tata Iodised Salt
dv|चीनी|Madhur Refined Sugar
dv|गुड़|Tata Sampann Jaggery Powder
dv|शहद|Dabur Honey
dv|हल्दी|Everest Turmeric Powder
dv|लाल मिर्च|Everest Red Chilli Powder
dv|धनिया पाउडर|MDH Coriander Powder
dv|गरम मसाला|Everest Garam Masala
dv|जीरा|Catch Cumin Seeds (Jeera)
dv|इलायची|Catch Green Cardamom (Elaichi)
dv|लौंग|Catch Cloves (Laung)
dv|हींग|Everest Compounded Asafoetida (Hing)
dv|काली मिर्च|Everest Black Pepper Whole
dv|दूध|Amul Toned Milk;Nandini Toned Milk
dv|दही|Amul Fresh Dahi
dv|छाछ|Amul Spiced Buttermilk
dv|पनीर|Amul Fresh Paneer
dv|चीज़|Amul Cheese Slices
dv|ब्रेड|Britannia White Bread
dv|अंडे|Fresho Farm Eggs
dv|बिस्कुट|Britannia Marie Gold
dv|चॉकलेट|Cadbury Dairy Milk
dv|चाय|Red Label Premium Leaf Tea;Tata Tea Premium Leaf Tea
dv|कॉफ़ी|Bru Classic Instant Coffee
dv|कॉफी|Nescafe Classic Instant Coffee
dv|जूस|Real Mixed Fruit Juice
dv|नूडल्स|Maggi 2-Minute Masala Noodles
dv|मैगी|Maggi 2-Minute Masala Noodles
dv|केचप|Kissan Fresh Tomato Ketchup
dv|अचार|Priya Mango Pickle
dv|नमकीन|Haldiram's Navratan Mix
dv|भुजिया|Haldiram's Aloo Bhujia
dv|मिठाई|Haldiram's Kaju Katli
dv|रसगुल्ला|Haldiram's Rasgulla
dv|गुलाब जामुन|Haldiram's Gulab Jamun
dv|प्याज|Fresho Onion
dv|आलू|Fresho Potato
dv|टमाटर|Fresho Tomato
dv|पालक|Fresho Spinach (Palak)
dv|भिंडी|Fresho Lady Finger (Bhindi)
dv|गाजर|Fresho Carrot (Ooty)
dv|अदरक|Fresho Ginger
dv|लहसुन|Fresho Garlic
dv|नींबू|Fresho Lemon
dv|केला|Fresho Banana Robusta
dv|सेब|Fresho Shimla Apple
dv|आम|Fresho Alphonso Mango
dv|काजू|Happilo Cashews Whole
dv|बादाम|Happilo California Almonds
dv|साबुन|Lifebuoy Bathing Soap
dv|शैम्पू|Clinic Plus Shampoo
dv|टूथपेस्ट|Colgate Toothpaste
dv|सर्फ|Surf Excel Detergent Powder
dv|अगरबत्ती|Cycle Agarbatti
dv|मखाना|Happilo Roasted Makhana
dv|खजूर|Happilo Dates (Khajur)
dv|किशमिश|Nutraj Seedless Raisins
ty|ashirvad atta|Aashirvaad Whole Wheat Atta
ty|aashirvad|Aashirvaad Whole Wheat Atta
ty|basmti|India Gate Classic Basmati Rice
ty|basmatti rice|Daawat Classic Basmati Rice
ty|magi|Maggi 2-Minute Masala Noodles
ty|maggie|Maggi 2-Minute Masala Noodles
ty|tomatoe|Fresho Tomato
ty|potatos|Fresho Potato
ty|onoin|Fresho Onion
ty|bannana|Fresho Banana Robusta
ty|chocolte|Cadbury Dairy Milk
ty|biscuts|Britannia Marie Gold
ty|biscit|Britannia Good Day Cashew
ty|shampo|Clinic Plus Shampoo
ty|tooth paste|Colgate Toothpaste
ty|toothpast|Colgate Toothpaste
ty|detergant|Surf Excel Detergent Powder
ty|sunflwer oil|Fortune Sunflower Oil
ty|tumeric|Everest Turmeric Powder
ty|corriander|MDH Coriander Powder
ty|cardamon|Catch Green Cardamom (Elaichi)
ty|cinamon|Catch Cinnamon Sticks
ty|panner|Amul Fresh Paneer
ty|paneeer|Amul Fresh Paneer
ty|buter|Amul Salted Butter
ty|chese|Amul Cheese Slices
ty|yoghurt|Amul Fresh Dahi
ty|bred|Britannia White Bread
ty|coffe|Bru Classic Instant Coffee
ty|nescaffe|Nescafe Classic Instant Coffee
ty|kellogs|Kellogg's Corn Flakes
ty|britania|Britannia Marie Gold
ty|colgat|Colgate Toothpaste
ty|lifeboy|Lifebuoy Bathing Soap
ty|harpik|Harpic Toilet Cleaner
ty|haldirams|Haldiram's Aloo Bhujia
ty|amool|Amul Toned Milk
ty|nandni|Nandini Toned Milk
ty|parle g|Parle Parle-G Gold
ty|parleg|Parle Parle-G Gold
ty|kit kat|Nestle KitKat
ty|dairymilk|Cadbury Dairy Milk
ty|ketchap|Kissan Fresh Tomato Ketchup
ty|noodels|Maggi 2-Minute Masala Noodles
ty|pistachio|Happilo Roasted Pistachios
ty|almond|Happilo California Almonds
ty|cashew|Happilo Cashews Whole
ty|walnuts|Happilo Walnut Kernels
ty|surf exel|Surf Excel Detergent Powder
ty|chyavanprash|Dabur Chyawanprash
bg|surf|Surf Excel Detergent Powder;Ariel Detergent Powder;Tide Detergent Powder
bg|nirma|Surf Excel Detergent Powder
bg|vim|Vim Dishwash Bar
bg|harpic|Harpic Toilet Cleaner;Domex Toilet Cleaner
bg|phenyl|Lizol Disinfectant Floor Cleaner Citrus
bg|lizol|Lizol Disinfectant Floor Cleaner Pine
bg|colin|Colin Glass Cleaner
bg|maggi|Maggi 2-Minute Masala Noodles
bg|dettol|Dettol Antiseptic Liquid
bg|vicks|Vicks Vaporub
bg|crocin|Crocin Paracetamol 650 mg Tablets
bg|dolo|Dolo Paracetamol 650 mg Tablets
bg|eno|Eno Fruit Salt Lemon
bg|glucon d|Glucon-D Instant Energy Glucose
bg|electral|Electral ORS Powder
bg|band aid|Band-Aid Washproof Strips
bg|good knight|Good Knight Liquid Vaporiser Refill
bg|all out|All Out Liquid Vaporiser Refill
bg|whisper|Whisper Ultra Sanitary Pads XL
bg|pampers|Pampers Pants Diapers Medium
bg|bournvita|Bournvita Health Drink Jar
bg|horlicks|Horlicks Health Drink Jar
bg|thums up|Thums Up Soft Drink
bg|coke|Coca-Cola Soft Drink
bg|bisleri|
bg|amul|Amul Toned Milk
bg|comfort|Comfort Fabric Conditioner
bg|parachute|Parachute Pure Coconut Oil
bg|kissan|Kissan Fresh Tomato Ketchup
bg|dalda|
bg|kurkure|Kurkure Masala Munch
bg|lays|Lay's Classic Salted
bg|cadbury|Cadbury Dairy Milk
`;
