import type { Language } from './languages.ts';
import { STARS, type Star } from './stars.ts';

/** The languages whose star names this table gives: English and Malayalam are on the star itself. */
export type StarNameLanguage = Exclude<Language, 'en' | 'ml'>;

/**
 * The 27 nakshatras and 28 ShubhaNakshathram (the auspicious star chosen when a devotee's own is not
 * known) in Hindi, Tamil, Telugu and Kannada, by the ids of stars.ts (Ashwathy 1 … Revathi 27, the
 * Kerala names): the names each language's panchangam gives them.
 */
export const STAR_NAMES: Readonly<Record<number, Readonly<Record<StarNameLanguage, string>>>> = {
  1: { hi: 'अश्विनी', ta: 'அசுவினி', te: 'అశ్విని', kn: 'ಅಶ್ವಿನಿ' },
  2: { hi: 'भरणी', ta: 'பரணி', te: 'భరణి', kn: 'ಭರಣಿ' },
  3: { hi: 'कृत्तिका', ta: 'கார்த்திகை', te: 'కృత్తిక', kn: 'ಕೃತ್ತಿಕಾ' },
  4: { hi: 'रोहिणी', ta: 'ரோகிணி', te: 'రోహిణి', kn: 'ರೋಹಿಣಿ' },
  5: { hi: 'मृगशिरा', ta: 'மிருகசீரிடம்', te: 'మృగశిర', kn: 'ಮೃಗಶಿರಾ' },
  6: { hi: 'आर्द्रा', ta: 'திருவாதிரை', te: 'ఆర్ద్ర', kn: 'ಆರ್ದ್ರಾ' },
  7: { hi: 'पुनर्वसु', ta: 'புனர்பூசம்', te: 'పునర్వసు', kn: 'ಪುನರ್ವಸು' },
  8: { hi: 'पुष्य', ta: 'பூசம்', te: 'పుష్యమి', kn: 'ಪುಷ್ಯ' },
  9: { hi: 'आश्लेषा', ta: 'ஆயில்யம்', te: 'ఆశ్లేష', kn: 'ಆಶ್ಲೇಷಾ' },
  10: { hi: 'मघा', ta: 'மகம்', te: 'మఖ', kn: 'ಮಘಾ' },
  11: { hi: 'पूर्वा फाल्गुनी', ta: 'பூரம்', te: 'పుబ్బ', kn: 'ಪೂರ್ವಾ ಫಲ್ಗುಣಿ' },
  12: { hi: 'उत्तरा फाल्गुनी', ta: 'உத்திரம்', te: 'ఉత్తర', kn: 'ಉತ್ತರಾ ಫಲ್ಗುಣಿ' },
  13: { hi: 'हस्त', ta: 'அஸ்தம்', te: 'హస్త', kn: 'ಹಸ್ತ' },
  14: { hi: 'चित्रा', ta: 'சித்திரை', te: 'చిత్త', kn: 'ಚಿತ್ರಾ' },
  15: { hi: 'स्वाति', ta: 'சுவாதி', te: 'స్వాతి', kn: 'ಸ್ವಾತಿ' },
  16: { hi: 'विशाखा', ta: 'விசாகம்', te: 'విశాఖ', kn: 'ವಿಶಾಖಾ' },
  17: { hi: 'अनुराधा', ta: 'அனுஷம்', te: 'అనూరాధ', kn: 'ಅನುರಾಧಾ' },
  18: { hi: 'ज्येष्ठा', ta: 'கேட்டை', te: 'జ్యేష్ఠ', kn: 'ಜ್ಯೇಷ್ಠಾ' },
  19: { hi: 'मूल', ta: 'மூலம்', te: 'మూల', kn: 'ಮೂಲಾ' },
  20: { hi: 'पूर्वाषाढ़ा', ta: 'பூராடம்', te: 'పూర్వాషాఢ', kn: 'ಪೂರ್ವಾಷಾಢಾ' },
  21: { hi: 'उत्तराषाढ़ा', ta: 'உத்திராடம்', te: 'ఉత్తరాషాఢ', kn: 'ಉತ್ತರಾಷಾಢಾ' },
  22: { hi: 'श्रवण', ta: 'திருவோணம்', te: 'శ్రవణం', kn: 'ಶ್ರವಣ' },
  23: { hi: 'धनिष्ठा', ta: 'அவிட்டம்', te: 'ధనిష్ఠ', kn: 'ಧನಿಷ್ಠಾ' },
  24: { hi: 'शतभिषा', ta: 'சதயம்', te: 'శతభిషం', kn: 'ಶತಭಿಷಾ' },
  25: { hi: 'पूर्वा भाद्रपद', ta: 'பூரட்டாதி', te: 'పూర్వాభాద్ర', kn: 'ಪೂರ್ವಾ ಭಾದ್ರಪದಾ' },
  26: { hi: 'उत्तरा भाद्रपद', ta: 'உத்திரட்டாதி', te: 'ఉత్తరాభాద్ర', kn: 'ಉತ್ತರಾ ಭಾದ್ರಪದಾ' },
  27: { hi: 'रेवती', ta: 'ரேவதி', te: 'రేవతి', kn: 'ರೇವತಿ' },
  28: { hi: 'शुभ नक्षत्र', ta: 'சுப நட்சத்திரம்', te: 'శుభ నక్షత్రం', kn: 'ಶುಭ ನಕ್ಷತ್ರ' },
};

/** Each star by its English name, lower-cased (API rows and receipts carry names, not always ids). */
const STARS_BY_NAME: ReadonlyMap<string, Star> = new Map(
  STARS.map((star) => [star.name.toLowerCase(), star]),
);

function isStarNameLanguage(language: string): language is StarNameLanguage {
  return language === 'hi' || language === 'ta' || language === 'te' || language === 'kn';
}

/**
 * A star's name in `language`, the star found by its English `name` (however cased): English the
 * name as given, Malayalam the star's Malayalam name (stars.ts), Hindi, Tamil, Telugu and Kannada
 * from STAR_NAMES; the name as given for a star it does not know or a language the product does not
 * ship.
 */
export function starNameIn(name: string, language: string): string {
  if (language === 'en') return name;
  const star = STARS_BY_NAME.get(name.trim().toLowerCase());
  if (!star) return name;
  if (language === 'ml') return star.nameNarration;
  return (isStarNameLanguage(language) ? STAR_NAMES[star.id]?.[language] : undefined) ?? name;
}
