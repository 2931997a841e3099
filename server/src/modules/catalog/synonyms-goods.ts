// The search dictionary's lines (synonyms-data.ts says how a line reads). Everyday goods: staples, spices, dairy, snacks, fruit and vegetables, household, personal care and baby care.
export const GOODS_LINES = `
atta, wheat flour, whole wheat flour | aata, ata, gehun ka atta, chakki atta, roti ka atta, gehu ka atta, chakki ka atta | आटा, गेहूं का आटा, चक्की आटा, रोटी का आटा, चक्की का आटा
wheat | gehun, gehu, genhu | गेहूं, गेहूँ, गेहु
maida, all purpose flour, refined flour | meda, mayda | मैदा
besan, gram flour | besen, baisan, chana atta, chane ka atta, chane ka besan | बेसन, चने का आटा
sooji, semolina, rava, suji | soojee, rawa, sooji rava | सूजी, रवा
ragi, finger millet | nachni, nachani, mandua | रागी, नाचनी
jowar, sorghum | jwar, juar | ज्वार
millet | bajra, millets, siridhanya | बाजरा, मिलेट
foxtail millet | kangni, navane | कंगनी
little millet | kutki, samai | कुटकी
rice | chawal, chaawal, chaval, akki | चावल
basmati, basmati rice | basmathi, baasmati, lamba chawal, lambe chawal | बासमती, लंबा चावल, लंबे चावल
sona masoori, sona masuri | sona masuri rice | सोना मसूरी
idli rice | idly rice | इडली चावल
brown rice | bhura chawal | ब्राउन राइस
poha, flattened rice, beaten rice | pohe, chivda, aval, avalakki | पोहा, चिवड़ा
dal, lentils, pulses | daal, dhal, dall | दाल
toor dal, arhar dal, pigeon pea | tuvar dal, tur dal, toovar dal, arhar, arhar ki dal, toor ki dal, tuvar ki dal | तूर दाल, अरहर दाल, तुअर दाल, अरहर, अरहर की दाल, तूर की दाल
moong dal, green gram | mung dal, moong, mung, moong ki dal, dhuli moong dal | मूंग दाल, मूंग, मूंग की दाल
chana dal, bengal gram | chane ki dal | चना दाल
urad dal, black gram | udad dal, urad, udad, ulundu, urad ki dal, udad ki dal | उड़द दाल, उड़द, उड़द की दाल
masoor dal, red lentils | masur dal, masoor, masoor ki dal, lal masoor | मसूर दाल, मसूर, मसूर की दाल
chana, chickpeas | chane, channa | चना, चने
kabuli chana, chickpea, white chana | chhole, chole, safed chana | काबुली चना, छोले
rajma, kidney beans | rajmah, raajma | राजमा
oil, cooking oil | tel, tail, khane ka tel, khana banane ka tel, rasoi ka tel | तेल, खाने का तेल, खाना बनाने का तेल
sunflower oil | surajmukhi tel, sunflower tel, surajmukhi ka tel | सूरजमुखी तेल, सूरजमुखी का तेल
mustard oil | sarson tel, sarso ka tel, sarson ka tel, kachi ghani, kachi ghani ka tel, kacchi ghani tel | सरसों तेल, सरसों का तेल, कच्ची घानी का तेल
mustard | sarson, sarso, rai | सरसों, राई
rice bran oil | chawal bhusi tel | राइस ब्रान ऑयल
groundnut oil, peanut oil | moongphali tel, mungfali tel, kadalai ennai, moongphali ka tel, mungfali ka tel | मूंगफली तेल, मूंगफली का तेल
coconut oil | nariyal tel, nariyal ka tel, khopra tel | नारियल तेल, नारियल का तेल
coconut | nariyal, nariyel, khopra | नारियल
ghee, clarified butter | ghi, desi ghee, cow ghee, shudh desi ghee, gaay ka ghee, cow ka ghee | घी, देसी घी, शुद्ध देसी घी, गाय का घी
butter | makhan, makkhan, butter | मक्खन, बटर
salt, iodised salt | namak, namak iodised, nimak, khane ka namak, sada namak | नमक, खाने का नमक, सादा नमक
sugar | cheeni, chini, shakkar | चीनी, शक्कर
jaggery | gur, gud, gudh, bellam, gur ki bheli, gud ki dali, desi gud | गुड़, गुड, गुड़ की भेली, देसी गुड़
honey | shahad, shehad, madhu, asli shahad, shudh shahad | शहद, मधु, असली शहद, शुद्ध शहद
masala, spices | masaale, masale | मसाला, मसाले
garam masala | garam masaala | गरम मसाला
turmeric, turmeric powder | haldi, haldee, halad, manjal | हल्दी
chilli, red chilli, chilli powder | mirch, mirchi, lal mirch | मिर्च, मिर्ची, लाल मिर्च
green chilli | hari mirch, hari mirchi | हरी मिर्च
coriander powder | dhania powder, dhaniya powder, dhaniya | धनिया पाउडर, धनिया
coriander leaves, coriander | dhania, hara dhania, kothmir, kothimbir, dhania patti, dhaniya patti, dhaniya patta, dhaniye ke patte | हरा धनिया, धनिया पत्ती, धनिये के पत्ते
cumin, cumin seeds | jeera, jira, zeera | जीरा
mustard seeds | rai, sarson dana, kadugu | राई
black pepper | kali mirch, kaali mirch, pepper, gol mirch, sabut kali mirch, kali mirch sabut | काली मिर्च, गोल मिर्च, साबुत काली मिर्च
fenugreek seeds | methi dana, methi seeds | मेथी दाना
ajwain, carom seeds | ajwan, ajowan, omam | अजवाइन
fennel seeds | saunf, sonf, badi saunf | सौंफ
cardamom, green cardamom | elaichi, ilaichi, elachi, elaichi powder, hari elaichi, choti elaichi | इलायची, हरी इलायची, छोटी इलायची
cloves | laung, lavang, lawang | लौंग
cinnamon | dalchini, daalchini | दालचीनी
bay leaves | tej patta, tejpatta | तेज पत्ता
star anise | chakra phool, badiyan | चक्र फूल
asafoetida | hing, heeng | हींग
kashmiri dry red chilli, kashmiri chilli | kashmiri mirch, kashmiri lal mirch | कश्मीरी मिर्च
sambar powder | sambhar powder, sambar masala, sambar ka masala | सांभर मसाला, सांभर का मसाला
rasam powder | rasam masala | रसम पाउडर
chaat masala | chat masala, chaat ka masala | चाट मसाला, चाट का मसाला
pav bhaji masala | pav bhaji, pav bhaji ka masala | पाव भाजी मसाला, पाव भाजी का मसाला
chole masala | chhole masala, chhole ka masala, chole ka masala | छोले मसाला, छोले का मसाला
biryani masala | biriyani masala, biryani ka masala | बिरयानी मसाला, बिरयानी का मसाला
chicken masala | murgh masala | चिकन मसाला
kitchen king | kitchen king masala, sabzi masala, sabji ka masala, sabzi ka masala | किचन किंग, सब्ज़ी मसाला, सब्ज़ी का मसाला
tea | chai, chaay, chaya, chah | चाय
green tea | hari chai | ग्रीन टी
tea bags | chai bags | टी बैग
coffee | kaafi, kofi, kapi | कॉफ़ी, कॉफी
instant coffee | instant kaafi | इंस्टेंट कॉफ़ी
milk | doodh, dudh, dood, paal, haal | दूध
toned milk | tonned milk | टोन्ड दूध
full cream milk | malai doodh, full cream doodh | फुल क्रीम दूध
curd, yogurt, yoghurt | dahi, dahee, doi, mosaru, thayir | दही
buttermilk | chaas, chhach, chhaas, mattha, majjige, masala chaas, masala chhach, namkeen lassi | छाछ, मट्ठा, मसाला छाछ, नमकीन लस्सी
lassi | lassee | लस्सी
paneer, cottage cheese | panir, paneer cheese, taza paneer, malai paneer | पनीर, ताज़ा पनीर, मलाई पनीर
cheese | cheez, chiz | चीज़, चीज
cream, fresh cream | malai, doodh ki malai, taazi malai | मलाई, दूध की मलाई
khoa | khoya, mawa | खोया, मावा
bread | double roti, pav roti, bred | ब्रेड, डबल रोटी
brown bread | brown bred | ब्राउन ब्रेड
pav, buns | pao, ladi pav, paav | पाव
eggs, egg | anda, ande, unda, mutta, ande ki tray, desi ande, ande ka tray | अंडा, अंडे, अंडे की ट्रे, देसी अंडे
rusk | toast, rusk toast | रस्क, टोस्ट
cake | kek | केक
biscuits, cookies | biskut, biscut, biskit, biscoot, chai biscuit, chai ke biscuit, chai wale biscuit | बिस्कुट, चाय बिस्कुट, चाय के बिस्कुट
chocolate | chocolate, chaklet, choclate | चॉकलेट
sweets, mithai | mithaai, meetha, mithai ka dabba, mithai ka dibba | मिठाई, मिठाई का डिब्बा
rasgulla | rasagola, rosogolla, rasgula | रसगुल्ला
gulab jamun | gulaab jamun, gulabjamun | गुलाब जामुन
soan papdi | son papdi, sohan papdi | सोन पापड़ी
kaju katli | kaju barfi, kaju katri, kaju ki barfi, kaju ki katli | काजू कतली, काजू की बर्फी
ladoo | laddu, laddoo, ladu | लड्डू
barfi | burfi | बर्फी
peda | pera, pedha | पेड़ा
namkeen | namkin, namakeen | नमकीन
bhujia | bhujiya, aloo bhujia, sev | भुजिया, आलू भुजिया
chips | wafers, chips packet | चिप्स
noodles | nudals, noodle | नूडल्स
pasta | paasta | पास्ता
ketchup, tomato ketchup | tamatar sauce, ketchap, tamatar ki sauce, tamatar ketchup | केचप, सॉस, टमाटर सॉस, टमाटर की चटनी
sauce | sos, chutney sauce | सॉस
jam | jaam, fruit jam | जैम
pickle | achar, achaar, uppinakai | अचार
mango pickle | aam ka achar, aam achar, avakaya, aam ka achaar, kairi ka achar | आम का अचार, कैरी का अचार
lime pickle | nimbu ka achar, nimbu achar, nimbu ka achaar, neembu ka achar | नींबू का अचार
papad | papadam, appalam, papadum | पापड़
peanut butter | moongphali butter | पीनट बटर
oats | jaee, oat | ओट्स
cornflakes, corn flakes | makai flakes | कॉर्नफ्लेक्स
idli | idly, iddli | इडली
dosa | dosai, dose | डोसा
upma | uppittu | उपमा
soup | soop, shorba | सूप
dry fruits | meva, mewa, dry fruit, kaju badam, kaju badam kishmish, sukha meva | मेवा, ड्राई फ्रूट, काजू बादाम, सूखा मेवा
cashew, cashews | kaju, kaaju | काजू
almonds | badam, baadam | बादाम
raisins | kishmish, kismis, munakka | किशमिश
pistachios | pista | पिस्ता
walnut | akhrot | अखरोट
dates | khajur, khajoor | खजूर
makhana, fox nuts | makhane, phool makhana | मखाना
chia seeds | chia beej | चिया सीड्स
flax seeds | alsi, alsi beej | अलसी
pumpkin seeds | kaddu ke beej | कद्दू के बीज
onion | pyaz, pyaaz, kanda, eerulli, lal pyaz, lal pyaaz | प्याज़, प्याज, कांदा, लाल प्याज़
potato | aloo, alu, batata, naya aloo, naye aloo, pahadi aloo | आलू, नया आलू, पहाड़ी आलू
tomato | tamatar, tamaatar, desi tamatar, lal tamatar | टमाटर, देसी टमाटर
vegetables | sabzi, sabji, subzi, tarkari, hari sabzi, hari sabziyan, taazi sabzi | सब्ज़ी, सब्जी, हरी सब्ज़ी, हरी सब्जियां, ताज़ी सब्ज़ी
fruits | phal, fal, taaza phal, taze phal, taaze fal | फल, ताज़ा फल, ताज़े फल
spinach | palak, paalak, palak ki bhaji, palak saag, palak ka saag | पालक, पालक का साग
fenugreek leaves, methi | methi patta, methi leaves, hari methi, methi ki bhaji, methi ke patte | मेथी, हरी मेथी, मेथी के पत्ते
mint | pudina, podina, pudina patti, pudina patta, pudine ke patte | पुदीना, पुदीना पत्ती, पुदीने के पत्ते
curry leaves | kadi patta, kari patta, karivepaku | करी पत्ता, कढ़ी पत्ता
carrot | gajar, gaajar | गाजर
beans, french beans | phali, sem | बीन्स, फली
capsicum | shimla mirch | शिमला मिर्च
cauliflower | gobi, phool gobi, gobhi | फूलगोभी, गोभी
brinjal, eggplant | baingan, bengan, badanekai | बैंगन
lady finger, okra | bhindi, bhendi | भिंडी
cucumber | kheera, khira | खीरा
broccoli | brokli | ब्रोकली
mushroom | khumbi, mushrum | मशरूम
baby corn | makka, makai | बेबी कॉर्न
bottle gourd | lauki, ghiya, dudhi | लौकी, घीया
bitter gourd | karela, karele | करेला
ridge gourd | turai, tori, turiya | तोरई
drumstick | sahjan, moringa, shevga | सहजन
raw banana | kacha kela | कच्चा केला
sweet potato | shakarkandi, shakarkand | शकरकंदी
beetroot | chukandar | चुकंदर
radish | mooli, muli | मूली
ginger | adrak, adrakh | अदरक
garlic | lehsun, lahsun, lasun | लहसुन
lemon | nimbu, nimboo, limbu | नींबू
mango | aam, aam phal, alphonso aam, hapus aam | आम, हापुस आम
papaya | papita, papeeta | पपीता
pomegranate | anar, anaar | अनार
guava | amrood, amrud, peru | अमरूद
watermelon | tarbooz, tarbuj | तरबूज
banana | kela, kele, pakka kela, pake kele, pakke kele | केला, पका केला, पके केले
apple | seb, sev phal, shimla seb, kashmiri seb | सेब, शिमला सेब, कश्मीरी सेब
orange | santra, santara, narangi, nagpur santra, nagpuri santra | संतरा, नागपुरी संतरा
mosambi, sweet lime | musambi, mausambi | मौसमी, मोसंबी
pineapple | ananas | अनानास
sprouts | ankurit, moong sprouts, ankurit moong, ugaye hue moong | अंकुरित, अंकुरित मूंग
fruit salad | phal salad | फ्रूट सलाद
juice | joos, jus, phalon ka ras, fal ka juice, phal ka ras | जूस, फलों का रस
soft drink, cold drink | thanda, cold drink | कोल्ड ड्रिंक
health drink | health drinks | हेल्थ ड्रिंक
soap | sabun, saabun | साबुन
bathing soap | nahane ka sabun | नहाने का साबुन
body wash | shower gel | बॉडी वॉश
shampoo | shampu, shampoo | शैम्पू
hair oil | baalon ka tel, balon ka tel, sir ka tel | बालों का तेल
amla | aonla, awla | आंवला
face wash | face vash, facewash | फेस वॉश
neem | nim | नीम
aloe vera | gwarpatha, aloevera | एलोवेरा
body lotion | lotion | लोशन
cold cream | cream | कोल्ड क्रीम
toothpaste | manjan, dant manjan, paste, daant ka manjan, danton ka paste | टूथपेस्ट, मंजन, दांत का मंजन
toothbrush | brush, datun, daant ka brush, danton ka brush | टूथब्रश, ब्रश, दांतों का ब्रश
antiseptic | dettol, antiseptic liquid | एंटीसेप्टिक, डेटॉल
bandage | patti, band aid | पट्टी
balm | baam, pain balm, sir dard ka baam, dard ka baam | बाम, सिर दर्द का बाम, दर्द का बाम
vaporub | vicks, vapour rub | विक्स
chyawanprash | chyavanprash, chawanprash, chyawanprash | च्यवनप्राश
sanitary pads | pad, pads, whisper, stayfree | सैनिटरी पैड
diapers | diaper, pampers, langot, bachche ka diaper, bachchon ke diaper | डायपर, बच्चों का डायपर
detergent, washing powder | surf, sarf, kapde dhone ka powder, nirma | सर्फ, डिटर्जेंट, वाशिंग पाउडर
liquid detergent | matic, washing liquid, kapde dhone ka liquid, machine wala liquid | लिक्विड डिटर्जेंट, कपड़े धोने का लिक्विड
fabric conditioner | comfort, fabric softener | फैब्रिक कंडीशनर
dishwash, dish wash | vim, bartan sabun, bartan dhone ka sabun, bartan dhone ka liquid, bartan ka sabun, bartan saaf karne ka sabun | बर्तन साबुन, विम, बर्तन धोने का साबुन, बर्तन धोने का लिक्विड
floor cleaner | phenyl, lizol, pocha liquid, farsh saaf karne ka liquid, pocha lagane ka liquid, pochhe ka liquid | फ़िनाइल, फर्श क्लीनर, फर्श साफ करने का लिक्विड, पोंछे का लिक्विड
toilet cleaner | harpic, toilet saaf, toilet saaf karne ka, bathroom saaf karne ka | टॉयलेट क्लीनर, हार्पिक, टॉयलेट साफ करने का
glass cleaner | colin, sheesha cleaner | ग्लास क्लीनर
mosquito repellent | good knight, all out, machhar, machar, machhar bhagane ka, machhar wali machine, machhar ki machine, machhar ka liquid | मच्छर, मॉस्किटो, मच्छर भगाने का, मच्छर की मशीन
agarbatti, incense sticks | agarbathi, dhoop, agarbati, pooja ki agarbatti, puja agarbatti | अगरबत्ती, धूप, पूजा की अगरबत्ती
kitchen towel | tissue roll, kitchen roll | किचन टॉवल
garbage bags | kachra bag, kooda bag, dustbin bag, kachre ki thaili, kooda thaili, kachra thaili | कचरा बैग, कचरे की थैली, कूड़े की थैली
aluminium foil | foil, silver foil | एल्युमिनियम फॉयल
paracetamol | crocin, dolo, bukhar ki goli, bukhar ki dawai, sir dard ki goli, sar dard ki goli | पैरासिटामोल, बुखार की दवा, सिर दर्द की गोली
fruit salt | eno, antacid, gas ki dawa, acidity ki dawa, pet ki gas | ईनो, गैस की दवा, एसिडिटी की दवा
ors | electral, oral rehydration, ors ka ghol, namak chini ka ghol | ओआरएस, ओआरएस घोल
glucose | glucon d, glucon-d | ग्लूकोज़
pain relief spray | volini, moov, dard spray | दर्द स्प्रे
vitamin c | limcee, celin | विटामिन सी
multivitamin | supradyn, revital | मल्टीविटामिन
ashwagandha | ashvagandha, asgandh | अश्वगंधा
triphala | trifala | त्रिफला
giloy | guduchi, gilloy | गिलोय
hand sanitizer, sanitiser | sanitizer, sanitiser | सैनिटाइज़र
thermometer | tharmameter, bukhar meter | थर्मामीटर
cotton | rui, kapas | रुई
face mask, mask | masks | मास्क
baby oil | bachchon ka tel | बेबी ऑयल
baby powder | talc, talcum powder | बेबी पाउडर
baby shampoo | bachchon ka shampoo | बेबी शैम्पू
baby soap | bachchon ka sabun | बेबी साबुन
`;
