import type { LocalizedText } from '../languages.ts';
import type { PlatformRight } from './platform-rights.ts';

/** Each platform right as the administrators' screens name it, in every language the app ships. */
export const PLATFORM_RIGHT_LABELS: Record<PlatformRight, LocalizedText> = {
  'platform.temples': {
    en: 'Temples: register, edit and delete',
    ml: 'ക്ഷേത്രങ്ങൾ: ചേർക്കുക, തിരുത്തുക, ഇല്ലാതാക്കുക',
    hi: 'मंदिर: पंजीकरण, संपादन और हटाना',
    ta: 'கோயில்கள்: பதிவு, திருத்தம், நீக்கம்',
    te: 'ఆలయాలు: నమోదు, సవరణ, తొలగింపు',
    kn: 'ದೇವಸ್ಥಾನಗಳು: ನೋಂದಣಿ, ತಿದ್ದುಪಡಿ, ಅಳಿಸುವಿಕೆ',
  },
  'platform.users': {
    en: 'Users: add, change and block',
    ml: 'ഉപയോക്താക്കൾ: ചേർക്കുക, മാറ്റുക, തടയുക',
    hi: 'उपयोगकर्ता: जोड़ना, बदलना और रोकना',
    ta: 'பயனர்கள்: சேர்த்தல், மாற்றுதல், தடுத்தல்',
    te: 'వినియోగదారులు: చేర్చడం, మార్చడం, నిరోధించడం',
    kn: 'ಬಳಕೆದಾರರು: ಸೇರಿಸುವುದು, ಬದಲಿಸುವುದು, ತಡೆಯುವುದು',
  },
  'platform.reports': {
    en: 'Reports of the temples',
    ml: 'ക്ഷേത്രങ്ങളുടെ റിപ്പോർട്ടുകൾ',
    hi: 'मंदिरों की रिपोर्ट',
    ta: 'கோயில்களின் அறிக்கைகள்',
    te: 'ఆలయాల నివేదికలు',
    kn: 'ದೇವಸ್ಥಾನಗಳ ವರದಿಗಳು',
  },
  'platform.sms': {
    en: 'SMS report and e-mail outbox',
    ml: 'SMS റിപ്പോർട്ട്, ഇ-മെയിൽ ഔട്ട്ബോക്സ്',
    hi: 'SMS रिपोर्ट और ई-मेल आउटबॉक्स',
    ta: 'SMS அறிக்கை, மின்னஞ்சல் அவுட்பாக்ஸ்',
    te: 'SMS నివేదిక, ఈ-మెయిల్ అవుట్‌బాక్స్',
    kn: 'SMS ವರದಿ, ಇ-ಮೇಲ್ ಔಟ್‌ಬಾಕ್ಸ್',
  },
  'platform.enquiries': {
    en: 'Enquiries to the platform',
    ml: 'പ്ലാറ്റ്ഫോമിലേക്കുള്ള അന്വേഷണങ്ങൾ',
    hi: 'प्लेटफ़ॉर्म को भेजी गई पूछताछ',
    ta: 'தளத்துக்கு வந்த விசாரணைகள்',
    te: 'ప్లాట్‌ఫారమ్‌కు వచ్చిన విచారణలు',
    kn: 'ವೇದಿಕೆಗೆ ಬಂದ ವಿಚಾರಣೆಗಳು',
  },
  'platform.content': {
    en: 'Help pages and app versions',
    ml: 'സഹായ പേജുകളും ആപ്പ് പതിപ്പുകളും',
    hi: 'सहायता पेज और ऐप संस्करण',
    ta: 'உதவிப் பக்கங்கள், செயலி பதிப்புகள்',
    te: 'సహాయ పేజీలు, యాప్ వెర్షన్లు',
    kn: 'ಸಹಾಯ ಪುಟಗಳು, ಆ್ಯಪ್ ಆವೃತ್ತಿಗಳು',
  },
};
