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
  INVALID_DATE: { en: 'This is not a valid date', ml: 'ഇത് ശരിയായ തീയതിയല്ല' },
  PERFORM_DATE_REQUIRED: { en: 'Choose the pooja date', ml: 'പൂജാ തീയതി തിരഞ്ഞെടുക്കുക' },
  BEFORE_MIN_PERFORM_DATE: {
    en: 'The pooja date cannot be before the earliest date this seva can be booked for',
    ml: 'ഈ സേവ ബുക്ക് ചെയ്യാവുന്ന ആദ്യ തീയതിക്ക് മുമ്പുള്ള പൂജാ തീയതി തിരഞ്ഞെടുക്കാനാവില്ല',
  },
  TOO_FAR_AHEAD: {
    en: 'This date is too far ahead to book yet',
    ml: 'ഈ തീയതി ഇപ്പോൾ ബുക്ക് ചെയ്യാൻ കഴിയാത്തത്ര അകലെയാണ്',
  },
  AFTER_SEVA_END_DATE: {
    en: 'This seva cannot be booked for a date this late',
    ml: 'ഇത്ര വൈകിയ തീയതിയിലേക്ക് ഈ സേവ ബുക്ക് ചെയ്യാനാവില്ല',
  },
  WEEKDAY_NOT_ALLOWED: {
    en: 'This seva is not performed on that day',
    ml: 'ആ ദിവസം ഈ സേവ നടത്തുന്നില്ല',
  },
  NOT_A_SPECIAL_POOJA_DATE: {
    en: 'This special pooja is performed only on its listed dates',
    ml: 'ഈ വിശേഷാൽ പൂജ നിശ്ചയിച്ച തീയതികളിൽ മാത്രമേ നടത്തുകയുള്ളൂ',
  },
  TILL_DATE_INVALID: {
    en: 'The till date must be on or after the pooja date, and within 90 days of it',
    ml: 'അവസാന തീയതി പൂജാ തീയതിയോ അതിനു ശേഷമോ, 90 ദിവസത്തിനുള്ളിലോ ആയിരിക്കണം',
  },
  DATE_ALLOTTED_BY_TEMPLE: {
    en: 'The temple allots the date of this seva and will inform you',
    ml: 'ഈ സേവയുടെ തീയതി ക്ഷേത്രം നിശ്ചയിച്ച് അറിയിക്കും',
  },
  DELIVERY_NOT_AVAILABLE: {
    en: 'The prasadam of this seva cannot be posted; please collect it at the temple',
    ml: 'ഈ സേവയുടെ പ്രസാദം തപാലിൽ അയയ്ക്കാനാവില്ല; ദയവായി ക്ഷേത്രത്തിൽ നിന്ന് വാങ്ങുക',
  },
  DAKSHINA_NOT_ACCEPTED: {
    en: 'This temple does not accept dakshina online',
    ml: 'ഈ ക്ഷേത്രം ഓൺലൈനായി ദക്ഷിണ സ്വീകരിക്കുന്നില്ല',
  },
  DATE_BLOCKED: {
    en: 'Bookings for this seva are closed on that date',
    ml: 'ആ തീയതിയിൽ ഈ സേവയുടെ ബുക്കിംഗ് അടച്ചിരിക്കുന്നു',
  },
  SEVA_FULL: {
    en: 'This seva is fully booked on that date',
    ml: 'ആ തീയതിയിൽ ഈ സേവയുടെ ബുക്കിംഗ് പൂർത്തിയായി',
  },
  SEVA_NOT_AVAILABLE: {
    en: 'This seva cannot be booked online now',
    ml: 'ഈ സേവ ഇപ്പോൾ ഓൺലൈനായി ബുക്ക് ചെയ്യാനാവില്ല',
  },
  PRICE_CHANGED: {
    en: 'The rate of this seva has changed; the new rate applies',
    ml: 'ഈ സേവയുടെ നിരക്ക് മാറി; പുതിയ നിരക്ക് ബാധകമാണ്',
  },
  DEVOTEE_NAME_LIMIT: {
    en: 'You have saved as many names as you can; remove one to add another',
    ml: 'സേവ് ചെയ്യാവുന്നത്ര പേരുകൾ ആയി; പുതിയത് ചേർക്കാൻ ഒന്ന് നീക്കം ചെയ്യുക',
  },
  PAYMENT_SIGNATURE_INVALID: {
    en: 'The payment confirmation could not be verified; nothing was changed',
    ml: 'പണമടയ്ക്കൽ സ്ഥിരീകരണം പരിശോധിക്കാനായില്ല; ഒന്നും മാറ്റിയിട്ടില്ല',
  },
  PAYMENT_MODE_NOT_AVAILABLE: {
    en: 'This way of paying is not available for this temple',
    ml: 'ഈ ക്ഷേത്രത്തിന് ഈ പണമടയ്ക്കൽ രീതി ലഭ്യമല്ല',
  },
  PAYMENT_NOT_PENDING: {
    en: 'This payment is already completed or closed',
    ml: 'ഈ പണമടയ്ക്കൽ ഇതിനകം പൂർത്തിയായി അല്ലെങ്കിൽ അവസാനിച്ചു',
  },
  ORDER_LINE_NOT_EDITABLE: {
    en: 'This seva can no longer be changed',
    ml: 'ഈ സേവ ഇനി മാറ്റാനാവില്ല',
  },
  PAYMENT_GATEWAY_UNAVAILABLE: {
    en: 'The payment service is not reachable right now; please try again shortly',
    ml: 'പണമടയ്ക്കൽ സേവനം ഇപ്പോൾ ലഭ്യമല്ല; അൽപ്പസമയത്തിനു ശേഷം വീണ്ടും ശ്രമിക്കുക',
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
  'Quantity must be a whole number from 1 to 100': 'എണ്ണം 1 മുതൽ 100 വരെയുള്ള പൂർണ്ണസംഖ്യയായിരിക്കണം',
  "Enter the devotee's name": 'ഭക്തന്റെ പേര് നൽകുക',
  'Choose a star': 'നക്ഷത്രം തിരഞ്ഞെടുക്കുക',
  'Enter the address to post the prasadam to': 'പ്രസാദം അയയ്ക്കേണ്ട വിലാസം നൽകുക',
  'The till date cannot be before the perform date': 'അവസാന തീയതി പൂജാ തീയതിക്ക് മുമ്പാകരുത്',
  'Add at least one seva': 'കുറഞ്ഞത് ഒരു സേവയെങ്കിലും ചേർക്കുക',
  'Dakshina must be between ₹0 and ₹1,00,000': 'ദക്ഷിണ ₹0 മുതൽ ₹1,00,000 വരെ ആയിരിക്കണം',
  'Give one dakshina per temple': 'ഒരു ക്ഷേത്രത്തിന് ഒരു ദക്ഷിണ മാത്രം നൽകുക',
  'Enter a date as yyyy-MM-dd': 'തീയതി yyyy-MM-dd രൂപത്തിൽ നൽകുക',
  'Enter an amount in rupees, with at most 2 decimals': 'രൂപയിൽ തുക നൽകുക, പരമാവധി 2 ദശാംശ സ്ഥാനങ്ങൾ',
  'Enter a name': 'ഒരു പേര് നൽകുക',
  'Type something to search for': 'തിരയാൻ എന്തെങ്കിലും ടൈപ്പ് ചെയ്യുക',
  "'to' cannot be before 'from'": "'to' തീയതി 'from' തീയതിക്ക് മുമ്പാകരുത്",
  'At most 92 days at a time': 'ഒരു സമയം പരമാവധി 92 ദിവസം',
  'At most 366 days at a time': 'ഒരു സമയം പരമാവധി 366 ദിവസം',
  'Nothing to change': 'മാറ്റാൻ ഒന്നുമില്ല',
};

export function errorMessage(code: ErrorCode, language: Language): string {
  return ERROR_MESSAGES[code][language];
}

/** A schema's field message in the given language; messages not in the catalogue stay as they are. */
export function fieldMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  return FIELD_MESSAGES_ML[message] ?? message;
}
