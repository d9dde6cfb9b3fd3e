import type { LocalizedText } from '../languages.ts';
import type { TempleRight } from './temple-rights.ts';

/**
 * What the temple-user screen and the server's refusals call each right. Apart from the rules in
 * temple-rights.ts, which the web app's first screen (its menu) reads, so that screen never loads them.
 */
export const TEMPLE_RIGHT_LABELS: Record<TempleRight, LocalizedText> = {
  'sevas.manage': {
    en: 'Sevas and seva groups',
    ml: 'സേവകളും സേവാ ഗ്രൂപ്പുകളും',
    hi: 'सेवाएँ और सेवा समूह',
    ta: 'சேவைகளும் சேவைக் குழுக்களும்',
    te: 'సేవలు, సేవా సమూహాలు',
    kn: 'ಸೇವೆಗಳು ಮತ್ತು ಸೇವಾ ಗುಂಪುಗಳು',
  },
  'deities.manage': { en: 'Deities', ml: 'പ്രതിഷ്ഠകൾ', hi: 'देवता', ta: 'தெய்வங்கள்', te: 'దేవతలు', kn: 'ದೇವತೆಗಳು' },
  'availability.manage': {
    en: 'Seva availability',
    ml: 'സേവ ലഭ്യത',
    hi: 'सेवा उपलब्धता',
    ta: 'சேவை கிடைக்கும் நிலை',
    te: 'సేవ లభ్యత',
    kn: 'ಸೇವೆಯ ಲಭ್ಯತೆ',
  },
  'blocking.manage': {
    en: 'Seva blocking',
    ml: 'സേവ തടയൽ',
    hi: 'सेवा रोकना',
    ta: 'சேவை தடுப்பு',
    te: 'సేవ నిలిపివేత',
    kn: 'ಸೇವೆ ತಡೆ',
  },
  'events.manage': {
    en: 'Events and festivals',
    ml: 'പരിപാടികളും ഉത്സവങ്ങളും',
    hi: 'कार्यक्रम और उत्सव',
    ta: 'நிகழ்ச்சிகளும் திருவிழாக்களும்',
    te: 'కార్యక్రమాలు, ఉత్సవాలు',
    kn: 'ಕಾರ್ಯಕ್ರಮಗಳು ಮತ್ತು ಉತ್ಸವಗಳು',
  },
  'content.manage': {
    en: 'Gallery and instructions',
    ml: 'ഗാലറിയും നിർദ്ദേശങ്ങളും',
    hi: 'गैलरी और निर्देश',
    ta: 'படத்தொகுப்பும் அறிவுறுத்தல்களும்',
    te: 'గ్యాలరీ, సూచనలు',
    kn: 'ಗ್ಯಾಲರಿ ಮತ್ತು ಸೂಚನೆಗಳು',
  },
  'devotees.read': { en: 'Devotees', ml: 'ഭക്തർ', hi: 'भक्त', ta: 'பக்தர்கள்', te: 'భక్తులు', kn: 'ಭಕ್ತರು' },
  'notifications.send': {
    en: 'Send notifications',
    ml: 'അറിയിപ്പുകൾ അയയ്ക്കൽ',
    hi: 'सूचनाएँ भेजना',
    ta: 'அறிவிப்புகளை அனுப்புதல்',
    te: 'నోటిఫికేషన్‌లు పంపడం',
    kn: 'ಅಧಿಸೂಚನೆಗಳನ್ನು ಕಳುಹಿಸುವುದು',
  },
  'reports.read': {
    en: 'Reports',
    ml: 'റിപ്പോർട്ടുകൾ',
    hi: 'रिपोर्ट',
    ta: 'அறிக்கைகள்',
    te: 'నివేదికలు',
    kn: 'ವರದಿಗಳು',
  },
  billing: {
    en: 'Counter billing',
    ml: 'കൗണ്ടർ ബില്ലിംഗ്',
    hi: 'काउंटर बिलिंग',
    ta: 'கவுண்டர் பில்லிங்',
    te: 'కౌంటర్ బిల్లింగ్',
    kn: 'ಕೌಂಟರ್ ಬಿಲ್ಲಿಂಗ್',
  },
  approvals: {
    en: 'Pre-booking approvals',
    ml: 'മുൻകൂർ ബുക്കിംഗ് അംഗീകാരം',
    hi: 'अग्रिम बुकिंग स्वीकृतियाँ',
    ta: 'முன்பதிவு ஒப்புதல்கள்',
    te: 'ముందస్తు బుకింగ్ ఆమోదాలు',
    kn: 'ಮುಂಗಡ ಬುಕಿಂಗ್ ಅನುಮೋದನೆಗಳು',
  },
  refunds: { en: 'Refunds', ml: 'റീഫണ്ടുകൾ', hi: 'रिफ़ंड', ta: 'பணத்திருப்பங்கள்', te: 'రీఫండ్‌లు', kn: 'ಮರುಪಾವತಿಗಳು' },
  gate: {
    en: 'Gate scanning',
    ml: 'ഗേറ്റ് സ്കാനിംഗ്',
    hi: 'गेट स्कैनिंग',
    ta: 'வாயில் ஸ்கேனிங்',
    te: 'గేట్ స్కానింగ్',
    kn: 'ಗೇಟ್ ಸ್ಕ್ಯಾನಿಂಗ್',
  },
  performances: {
    en: 'Marking sevas performed',
    ml: 'വഴിപാട് നടത്തിയതായി രേഖപ്പെടുത്തൽ',
    hi: 'सेवा संपन्न होना दर्ज करना',
    ta: 'சேவை நடத்தப்பட்டதைப் பதிவு செய்தல்',
    te: 'సేవ జరిగినట్లు నమోదు చేయడం',
    kn: 'ಸೇವೆ ನೆರವೇರಿದ್ದನ್ನು ದಾಖಲಿಸುವುದು',
  },
};
