// The search dictionary's lines (synonyms-data.ts says how a line reads). Breads, sweets, dishes and ready mixes; then things the demo catalogue does not stock ("!"), and a few late additions.
export const DISH_LINES = `
milk bread | doodh bread | मिल्क ब्रेड
garlic bread | lehsun bread | गार्लिक ब्रेड
sweet bun | meetha bun | मीठा बन
masala bun | masala pav | मसाला बन
plum cake | plum kek | प्लम केक
pastry | pastri, pestry | पेस्ट्री
black forest | blackforest | ब्लैक फॉरेस्ट
butterscotch | butter scotch | बटरस्कॉच
khari | khaari, puff biscuit | खारी
nankhatai | nan khatai | नानखटाई
osmania biscuits | osmania | उस्मानिया
jeera biscuits | jeera biscuit | जीरा बिस्कुट
puff | pups, patties | पफ, पैटीज़
samosa | samose, samoosa | समोसा
kodubale | kodbale | कोडुबले
mysore pak | mysorepak, maisur pak | मैसूर पाक
kalakand | kalakhand | कलाकंद
milk cake | milkcake | मिल्क केक
motichoor | motichur, motichoor ke laddu, motichur ladoo | मोतीचूर, मोतीचूर के लड्डू
patisa | pateesa | पतीसा
flavoured milk | flavored milk, doodh flavour | फ्लेवर्ड दूध
badam milk | badam doodh, almond milk | बादाम दूध
rose flavoured milk, rose milk | gulab doodh | रोज़ मिल्क
mango lassi | aam lassi | मैंगो लस्सी
dal makhani | daal makhni, dal makhni | दाल मखनी
rajma masala | rajma curry | राजमा मसाला
paneer butter masala | paneer makhani | पनीर बटर मसाला
palak paneer | paalak paneer | पालक पनीर
tomato soup | tamatar soup | टमाटर सूप
sweet corn | makai soup, corn | स्वीट कॉर्न
dosa mix | dosa batter mix, dosa ka ghol, dosa ka batter | डोसा मिक्स, डोसा का घोल
idli mix | rava idli mix, idli ka ghol, idli ka batter | इडली मिक्स, इडली का घोल
gulab jamun mix | jamun mix | गुलाब जामुन मिक्स
muesli | musli | म्यूसली
chocos | chocos cereal | चोकोस
ketchup chilli | chilli sauce | चिली सॉस
gongura | gongoora | गोंगुरा
avakaya | avakai, aavakaaya | आवकाया
puliogare | puliyogare, puliyodharai | पुलियोगरे
goda masala | kala masala | गोडा मसाला
kanda lasun masala | kanda lasun | कांदा लसुन मसाला
chettinad | chettinadu | चेट्टिनाड
idli podi, idli chilli powder | gunpowder, podi | इडली पोडी
instant noodles | 2 minute noodles, do minute noodles, do minute wali maggi, 2 minute wali maggi | इंस्टेंट नूडल्स, दो मिनट नूडल्स, दो मिनट वाली मैगी
hakka noodles | haka noodles | हक्का नूडल्स
magic masala | magik masala | मैजिक मसाला
achaari | achari | अचारी
!vanaspati, dalda | dalda ghee, vanaspati ghee | वनस्पति, डालडा
!mineral water, water bottle | bisleri, paani, pani | पानी, बिसलेरी
!bread crumbs | bread chura | ब्रेड क्रम्ब्स
!vermicelli | seviyan, sewai, semiya | सेवइयां, सेवई
!sabudana, sago | sabudaana, javvarisi | साबूदाना
!tamarind | imli, imlee, hunase | इमली
!kokum | kokam | कोकम
!saffron | kesar, zafran | केसर
!poppy seeds | khus khus, khuskhus | खसखस
!sesame seeds | til, gingelly | तिल
!sesame oil | til ka tel, gingelly oil | तिल का तेल
!dry ginger | saunth, sonth | सोंठ
!mango powder | amchur, amchoor | अमचूर
!black salt | kala namak | काला नमक
!rock salt | sendha namak | सेंधा नमक
!vinegar | sirka | सिरका
!soya chunks | soyabean badi, nutrela | सोया बड़ी
!corn flour | makki ka atta, cornflour | मक्की का आटा
!bajra flour | bajre ka atta | बाजरे का आटा
!rice flour | chawal ka atta | चावल का आटा
!moong whole | sabut moong | साबुत मूंग
!kala chana, black chickpeas | kaala chana | काला चना
!lobia, black eyed peas | chawli, lobiya | लोबिया
!matar, green peas | matar, mattar | मटर
!peanuts, groundnuts | moongphali, mungfali, singdana | मूंगफली
!pumpkin | kaddu, sitaphal | कद्दू
!cabbage | patta gobhi, band gobhi | पत्ता गोभी
!spring onion | hara pyaz | हरा प्याज
!arbi, colocasia | arvi, ghuiyan | अरबी
!jackfruit | kathal, kathhal | कटहल
!tinda | tinde | टिंडा
!parwal | parval, potol | परवल
!chikoo, sapota | cheeku, chiku | चीकू
!custard apple | sitaphal, sharifa | शरीफा
!jamun | jaamun | जामुन
!grapes | angoor, angur | अंगूर
!litchi | lichi, lychee | लीची
!muskmelon | kharbooza, kharbuja | खरबूजा
!strawberry | strawbery | स्ट्रॉबेरी
!coconut water | nariyal pani, daab | नारियल पानी
!curry powder | kari powder | करी पाउडर
!kasuri methi | kasoori methi | कसूरी मेथी
!nutmeg | jaiphal | जायफल
!mace | javitri | जावित्री
!black cardamom | badi elaichi, kali elaichi | बड़ी इलायची
!cumin powder | jeera powder | जीरा पाउडर
!dahi vada | dahi bhalla | दही भल्ला
!ice cream | kulfi, icecream | आइसक्रीम, कुल्फी
!frozen peas | frozen matar | फ्रोज़न मटर
!chicken | murgi, murga | चिकन, मुर्गा
!mutton | gosht, meat | मटन
!fish | machli, machhi, meen | मछली
!prawns | jhinga | झींगा
!broom | jhadu, jharu | झाड़ू
!mop | pocha | पोंछा
!scrubber | scotch brite, jaali | स्क्रबर
!matchbox | machis, maachis | माचिस
!candles | mombatti | मोमबत्ती
!diya | deeya, diye | दीया
!camphor | kapoor, kapur | कपूर
!kumkum | kumkum, roli | कुमकुम, रोली
!ghee diya batti | batti, cotton wicks | बत्ती
!shaving cream | dadhi cream | शेविंग क्रीम
!razor | blade, ustra | रेज़र, ब्लेड
!hair dye | mehendi, mehndi, heena | मेहंदी
!kajal | kaajal, surma | काजल
!bindi | bindiya | बिंदी
!coconut hair oil | nariyal baal tel | नारियल बालों का तेल
!talc | powder, talcum | टैल्कम पाउडर
!deodorant | deo, scent | डियो
!napkins | rumal, tissue | नैपकिन
!bucket | balti | बाल्टी
!washing soap | kapde ka sabun, bar soap | कपड़े धोने का साबुन
!indigo | neel, ujala | नील
!naphthalene balls | goli, phenyl goli | फिनाइल गोली
!rat killer | chuha maar | चूहा मार
!cockroach spray | hit, cockroach | कॉकरोच
!battery | cell, battery cell | बैटरी
!bulb | balb | बल्ब
atta noodles | atta maggi | आटा नूडल्स
leaf tea, tea leaves, loose tea | chai patti, chai ki patti, khula chai patti, khuli chai patti, khuli chai, khula chai, chai patta, patti wali chai | चाय पत्ती, चाय की पत्ती, खुली चाय, खुली चाय पत्ती
green chilli pickle | hari mirch ka achar, mirch ka achar, mirchi ka achar | हरी मिर्च का अचार, मिर्च का अचार
garlic pickle | lehsun ka achar, lahsun ka achar, lehsun achar | लहसुन का अचार
mixed vegetable pickle | mix achar, mixed achar, sabzi ka achar | मिक्स अचार, सब्ज़ी का अचार
lemon ginger pickle | nimbu adrak ka achar, nimbu adrak achar | नींबू अदरक का अचार
moong papad | moong dal papad, moong ka papad, moong ke papad | मूंग पापड़, मूंग का पापड़
urad papad | urad dal papad, udad papad, urad ka papad | उड़द पापड़, उड़द का पापड़
besan ladoo | besan ke laddu, besan ke ladoo, besan laddu | बेसन के लड्डू, बेसन लड्डू
cough drops | khansi ki goli, khasi ki goli, gale ki goli | खांसी की गोली, गले की गोली
white bread | safed bread, maide ki bread, maida bread | सफेद ब्रेड, मैदे की ब्रेड
cheese slices | cheese ke slice, cheese ki slice, slice cheese | चीज़ स्लाइस
`;
