// The search dictionary's lines (synonyms-data.ts says how a line reads). Brands: the names people type for a brand (and how they misspell it).
export const BRAND_LINES = `
maggi | magi, maagi, meggi | मैगी
yippee | yipee, yippie | यिप्पी
parle g | parleg, parle-g, parle ji | पारले जी
good day | goodday | गुड डे
marie | mari, marie gold | मैरी
bourbon | borbon, burbon | बॉर्बन
dairy milk | dairymilk, cadbury | डेयरी मिल्क, कैडबरी
kitkat | kit kat | किटकैट
amul | amool | अमूल
nandini | nandni | नंदिनी
mother dairy | madar dairy | मदर डेयरी
britannia | britania, brittania | ब्रिटानिया
aashirvaad | ashirvad, aashirwad, ashirwad, ashirvaad | आशीर्वाद
fortune | fortun | फॉर्चून
tata | taata | टाटा
haldiram | haldirams, haldi ram | हल्दीराम
bikaji | bikaaji | बीकाजी
everest | evrest | एवरेस्ट
mdh | m d h | एमडीएच
patanjali | patanjli | पतंजलि
dabur | daabur | डाबर
colgate | kolgate, colget | कोलगेट
lifebuoy | lifeboy, lifebouy | लाइफबॉय
lux | laks | लक्स
santoor | santur | संतूर
dettol | detol | डेटॉल
surf excel | surfexcel, surf exel | सर्फ एक्सेल
ariel | aerial, areal | एरियल
tide | taid | टाइड
rin | reen | रिन
vim | veem | विम
harpic | harpik | हार्पिक
lizol | laizol | लाइज़ोल
kissan | kisan | किसान
nescafe | nescafé, nescaffe | नेस्कैफ़े
bru | broo | ब्रू
red label | redlabel | रेड लेबल
taj mahal | tajmahal | ताज महल
wagh bakri | waghbakri, bagh bakri | वाघ बकरी
bournvita | bornvita, bournvitta | बॉर्नविटा
horlicks | horlicks, horliks | हॉर्लिक्स
boost | bust energy | बूस्ट
kellogg | kelloggs, kellogs | केलॉग्स
quaker | quacker | क्वेकर
saffola | safola | सफोला
sundrop | sun drop | सनड्रॉप
tomato chilli sauce, hot & sweet | maggi sauce, maggi hot and sweet | मैगी सॉस
coca cola, coke | coca-cola, kok | कोका कोला, कोक
thums up | thumbs up, thumsup | थम्स अप
sprite | spright | स्प्राइट
limca | limka | लिम्का
real juice | real | रियल
tropicana | tropikana | ट्रॉपिकाना
paper boat | paperboat | पेपर बोट
lays | lay's, laiz | लेज़
kurkure | kurkurey, kurkuray | कुरकुरे
bingo | bingo chips | बिंगो
himalaya | himalya | हिमालय
parachute | parashoot | पैराशूट
clinic plus | clinicplus | क्लिनिक प्लस
sunsilk | sunsilk | सनसिल्क
pantene | panteen | पैंटीन
head and shoulders | head & shoulders | हेड एंड शोल्डर्स
dove | dav | डव
pears | pear soap | पियर्स
nivea | niveya | निविया
vaseline | vasline | वैसलीन
ponds | pond's | पॉन्ड्स
pepsodent | pepsodant | पेप्सोडेंट
close up | closeup | क्लोज़ अप
oral b | oral-b | ओरल बी
zandu | jhandu | झंडू
savlon | sevlon | सेवलॉन
hansaplast | hansaplas | हैंसाप्लास्ट
mtr | m t r | एमटीआर
gits | geets | गिट्स
knorr | knor | नॉर
chings | ching's, ching | चिंग्स
del monte | delmonte | डेल मोंटे
mothers recipe | mother's recipe | मदर्स रेसिपी
priya pickles | priya | प्रिया
lijjat | lijjat papad | लिज्जत
happilo | hapilo | हैप्पिलो
catch | catch masala | कैच
rajdhani | rajdhaani | राजधानी
india gate | indiagate | इंडिया गेट
daawat | dawat | दावत
kohinoor | kohinor | कोहिनूर
24 mantra | mantra organic | 24 मंत्र
organic | jaivik, organik | जैविक, ऑर्गेनिक
fresho | fresho | फ्रेशो
eggoz | egoz | एगोज़
milky mist | milkymist | मिल्की मिस्ट
go cheese | go | गो चीज़
gowardhan | govardhan | गोवर्धन
heritage | heritage milk | हेरिटेज
aavin | avin | आविन
harvest gold | harvestgold | हार्वेस्ट गोल्ड
english oven | englishoven | इंग्लिश ओवन
modern bread | modern | मॉडर्न
elite | elite cake | एलीट
sunfeast | sun feast | सनफीस्ट
bikanervala | bikanerwala | बीकानेरवाला
bikano | bikanoo | बीकानो
nestle | nestlé, nesle | नेस्ले
lipton | lipten | लिप्टन
tetley | tetly | टेटली
exo | exo bar | एक्सो
pril | prill | प्रिल
domex | domax | डोमेक्स
good knight | goodknight, good night | गुड नाइट
all out | allout | ऑल आउट
cycle agarbatti | cycle | साइकिल अगरबत्ती
mangaldeep | mangal deep | मंगलदीप
origami | origami tissue | ओरिगामी
ezee | easy bags | ईज़ी
freshwrapp | fresh wrap | फ्रेशरैप
crocin | krocin | क्रोसिन
dolo | dolo 650 | डोलो
eno | eeno | ईनो
electral | electrol | इलेक्ट्रल
dr trust | doctor trust | डॉ ट्रस्ट
omron | omran | ओमरोन
johnsons baby | johnson, johnson's | जॉनसन
pampers | pamper | पैम्पर्स
huggies | huggis | हगीज़
whisper | wisper | व्हिस्पर
stayfree | stay free | स्टेफ्री
band aid | bandaid, band-aid | बैंड एड
vicks | viks | विक्स
volini | voleeni | वोलिनी
moov | move | मूव
aachi | achi masala | आची
sakthi | shakti masala | शक्ति
badshah | badshah masala | बादशाह
nutraj | nutra j | न्यूट्राज
farmley | farmly | फार्मली
organic tattva | tattva | ऑर्गेनिक तत्व
pro nature | pronature | प्रो नेचर
conscious food | consciousfood | कॉन्शियस फूड
pintola | pintolla | पिंटोला
nilons | nilon's | निलॉन्स
baker's bounty | bakers bounty | बेकर्स बाउंटी
oven fresh | ovenfresh | ओवन फ्रेश
dhara | dhaara | धारा
engine oil | engine | इंजन
madhur | madhur sugar | मधुर
dhampure | dhampur | धामपुर
pillsbury | pilsbury | पिल्सबरी
`;
