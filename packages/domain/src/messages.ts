import type { ErrorCode } from './errors.ts';

/**
 * The one catalogue of words people read for each error code and for the shared schemas' field
 * messages, in every language the product ships (STYLE: one catalogue of user-facing messages).
 * The server answers a stable `code`; the screens turn it into these words.
 */
export const LANGUAGES = ['en', 'ml'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface LocalizedText {
  en: string;
  ml: string;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const ERROR_MESSAGES: Record<ErrorCode, LocalizedText> = {
  VALIDATION_FAILED: { en: 'Some fields are not valid', ml: 'ചില വിവരങ്ങൾ ശരിയല്ല' },
  MALFORMED_JSON: { en: 'The request could not be read', ml: 'അപേക്ഷ വായിക്കാൻ കഴിഞ്ഞില്ല' },
  UNAUTHENTICATED: { en: 'Please log in', ml: 'ദയവായി ലോഗിൻ ചെയ്യുക' },
  INVALID_CREDENTIALS: {
    en: 'The email or mobile number and the password do not match',
    ml: 'ഇമെയിൽ അല്ലെങ്കിൽ മൊബൈൽ നമ്പറും പാസ്‌വേഡും പൊരുത്തപ്പെടുന്നില്ല',
  },
  SESSION_EXPIRED: {
    en: 'Your session has ended; please log in again',
    ml: 'നിങ്ങളുടെ സെഷൻ അവസാനിച്ചു; വീണ്ടും ലോഗിൻ ചെയ്യുക',
  },
  FORBIDDEN: { en: 'You do not have access to this', ml: 'ഇതിലേക്ക് നിങ്ങൾക്ക് പ്രവേശനമില്ല' },
  CSRF_TOKEN_INVALID: {
    en: 'The security token is missing or wrong; reload the page and try again',
    ml: 'സുരക്ഷാ ടോക്കൺ കാണുന്നില്ല അല്ലെങ്കിൽ തെറ്റാണ്; പേജ് വീണ്ടും ലോഡ് ചെയ്ത് ശ്രമിക്കുക',
  },
  NOT_FOUND: { en: 'Not found', ml: 'കണ്ടെത്താനായില്ല' },
  ROUTE_NOT_FOUND: { en: 'This service is not available yet', ml: 'ഈ സേവനം ഇപ്പോൾ ലഭ്യമല്ല' },
  METHOD_NOT_ALLOWED: { en: 'This action is not allowed', ml: 'ഈ പ്രവർത്തനം അനുവദനീയമല്ല' },
  CONFLICT: {
    en: 'This clashes with information already saved',
    ml: 'ഇത് ഇതിനകം സേവ് ചെയ്ത വിവരങ്ങളുമായി പൊരുത്തപ്പെടുന്നില്ല',
  },
  MOBILE_ALREADY_REGISTERED: {
    en: 'This mobile number is already registered; please log in',
    ml: 'ഈ മൊബൈൽ നമ്പർ ഇതിനകം രജിസ്റ്റർ ചെയ്തിട്ടുണ്ട്; ദയവായി ലോഗിൻ ചെയ്യുക',
  },
  EMAIL_ALREADY_REGISTERED: {
    en: 'This email address is already registered',
    ml: 'ഈ ഇമെയിൽ വിലാസം ഇതിനകം രജിസ്റ്റർ ചെയ്തിട്ടുണ്ട്',
  },
  OTP_INVALID: { en: 'The OTP is not correct', ml: 'OTP ശരിയല്ല' },
  OTP_EXPIRED: {
    en: 'The OTP has expired; please ask for a new one',
    ml: 'OTP-യുടെ കാലാവധി കഴിഞ്ഞു; പുതിയത് ആവശ്യപ്പെടുക',
  },
  OTP_ATTEMPTS_EXCEEDED: {
    en: 'Too many wrong attempts; please ask for a new OTP',
    ml: 'തെറ്റായ ശ്രമങ്ങൾ കൂടിപ്പോയി; പുതിയ OTP ആവശ്യപ്പെടുക',
  },
  PASSWORD_INCORRECT: { en: 'The current password is not correct', ml: 'നിലവിലെ പാസ്‌വേഡ് ശരിയല്ല' },
  PAYLOAD_TOO_LARGE: { en: 'The request is too large', ml: 'അപേക്ഷ വളരെ വലുതാണ്' },
  UNSUPPORTED_MEDIA_TYPE: { en: 'This kind of data is not accepted', ml: 'ഈ തരം വിവരം സ്വീകരിക്കില്ല' },
  RATE_LIMITED: {
    en: 'Too many attempts; wait a while and try again',
    ml: 'ശ്രമങ്ങൾ വളരെ കൂടുതലാണ്; അൽപ്പസമയം കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക',
  },
  INTERNAL: {
    en: 'Something went wrong on our side; please try again',
    ml: 'ഞങ്ങളുടെ ഭാഗത്ത് ഒരു തകരാർ സംഭവിച്ചു; വീണ്ടും ശ്രമിക്കുക',
  },
  SERVICE_UNAVAILABLE: {
    en: 'The service is not available right now; please try again shortly',
    ml: 'സേവനം ഇപ്പോൾ ലഭ്യമല്ല; അൽപ്പസമയത്തിനു ശേഷം വീണ്ടും ശ്രമിക്കുക',
  },
};

/**
 * Malayalam for the English messages the shared zod schemas carry (auth-schemas.ts, enquiry-schemas.ts),
 * so a field error reads in the person's language whether the browser or the server found it.
 */
export const FIELD_MESSAGES_ML: Readonly<Record<string, string>> = {
  'Enter a 10-digit mobile number': '10 അക്ക മൊബൈൽ നമ്പർ നൽകുക',
  'Enter a valid email address': 'ശരിയായ ഇമെയിൽ വിലാസം നൽകുക',
  'Password must have at least 8 characters': 'പാസ്‌വേഡിൽ കുറഞ്ഞത് 8 അക്ഷരങ്ങൾ വേണം',
  'Password must have at most 128 characters': 'പാസ്‌വേഡിൽ പരമാവധി 128 അക്ഷരങ്ങൾ മാത്രം',
  'Enter the 6-digit OTP': '6 അക്ക OTP നൽകുക',
  'Enter your name': 'നിങ്ങളുടെ പേര് നൽകുക',
  'Enter your email or mobile number': 'നിങ്ങളുടെ ഇമെയിൽ അല്ലെങ്കിൽ മൊബൈൽ നമ്പർ നൽകുക',
  'Enter your password': 'നിങ്ങളുടെ പാസ്‌വേഡ് നൽകുക',
  'Enter your current password': 'നിലവിലെ പാസ്‌വേഡ് നൽകുക',
  'Unknown user type': 'അറിയാത്ത ഉപയോക്തൃ തരം',
  'Enter a subject': 'വിഷയം നൽകുക',
  'Enter your message': 'നിങ്ങളുടെ സന്ദേശം നൽകുക',
  'The passwords do not match': 'പാസ്‌വേഡുകൾ പൊരുത്തപ്പെടുന്നില്ല',
  'Give an email address or a mobile number so that we can reply':
    'മറുപടി നൽകാൻ ഒരു ഇമെയിൽ വിലാസമോ മൊബൈൽ നമ്പറോ നൽകുക',
};

export function errorMessage(code: ErrorCode, language: Language): string {
  return ERROR_MESSAGES[code][language];
}

/** A schema's field message in the given language; messages not in the catalogue stay as they are. */
export function fieldMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  return FIELD_MESSAGES_ML[message] ?? message;
}
