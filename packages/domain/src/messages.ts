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
  INVALID_IMAGE_TYPE: {
    en: 'Invalid image type',
    ml: 'ചിത്രത്തിന്റെ തരം അനുവദനീയമല്ല',
  },
  CODE_IN_USE: {
    en: 'This code is already used in this temple; choose another',
    ml: 'ഈ കോഡ് ഈ ക്ഷേത്രത്തിൽ ഇതിനകം ഉപയോഗത്തിലുണ്ട്; മറ്റൊന്ന് തിരഞ്ഞെടുക്കുക',
  },
  RECORD_IN_USE: {
    en: 'This is still in use; move or remove what uses it first',
    ml: 'ഇത് ഇപ്പോഴും ഉപയോഗത്തിലാണ്; ആദ്യം അതിനെ ആശ്രയിക്കുന്നവ മാറ്റുകയോ നീക്കുകയോ ചെയ്യുക',
  },
  PAYMENT_GATEWAY_UNAVAILABLE: {
    en: 'The payment service is not reachable right now; please try again shortly',
    ml: 'പണമടയ്ക്കൽ സേവനം ഇപ്പോൾ ലഭ്യമല്ല; അൽപ്പസമയത്തിനു ശേഷം വീണ്ടും ശ്രമിക്കുക',
  },
  // Approvals and staff changes to order lines (issue #4 §4).
  LINE_NOT_AWAITING_APPROVAL: {
    en: 'This seva is not awaiting approval any more',
    ml: 'ഈ സേവ ഇനി അംഗീകാരത്തിനായി കാത്തിരിക്കുന്നില്ല',
  },
  ORDER_NOT_PAID: {
    en: 'This booking is not paid yet',
    ml: 'ഈ ബുക്കിംഗിന്റെ പണം ഇതുവരെ അടച്ചിട്ടില്ല',
  },
  // Refunds (issue #4 §4).
  ORDER_NOT_REFUNDABLE: {
    en: 'Only a paid order can be refunded',
    ml: 'പണമടച്ച ബുക്കിംഗ് മാത്രമേ റീഫണ്ട് ചെയ്യാനാകൂ',
  },
  REFUND_LINE_NOT_REFUNDABLE: {
    en: 'This seva is cancelled or already refunded',
    ml: 'ഈ സേവ റദ്ദാക്കിയതാണ് അല്ലെങ്കിൽ ഇതിനകം റീഫണ്ട് ചെയ്തതാണ്',
  },
  REFUND_LINE_IN_OPEN_REFUND: {
    en: 'A refund of this seva is already waiting',
    ml: 'ഈ സേവയുടെ ഒരു റീഫണ്ട് ഇതിനകം കാത്തിരിക്കുന്നു',
  },
  NOTHING_TO_REFUND: {
    en: 'Nothing is left to refund on this order',
    ml: 'ഈ ബുക്കിംഗിൽ ഇനി റീഫണ്ട് ചെയ്യാൻ ഒന്നുമില്ല',
  },
  REFUND_AMOUNT_TOO_HIGH: {
    en: 'The amount is more than can be refunded',
    ml: 'റീഫണ്ട് ചെയ്യാവുന്നതിലും കൂടുതലാണ് ഈ തുക',
  },
  REFUND_NOT_OPEN: {
    en: 'This refund has already been decided',
    ml: 'ഈ റീഫണ്ടിൽ ഇതിനകം തീരുമാനമെടുത്തു',
  },
  // Counter billing (issue #4 §5).
  SEVA_NOT_IN_TEMPLE: {
    en: 'This temple has no such seva',
    ml: 'ഈ ക്ഷേത്രത്തിൽ ഇങ്ങനെ ഒരു സേവ ഇല്ല',
  },
  COUNTER_BILL_CANCELLED: {
    en: 'This bill is already cancelled',
    ml: 'ഈ ബിൽ ഇതിനകം റദ്ദാക്കിയതാണ്',
  },
  VQ_NOT_OFFERED: {
    en: 'This temple does not take virtual-queue bookings',
    ml: 'ഈ ക്ഷേത്രത്തിൽ വെർച്വൽ ക്യൂ ബുക്കിംഗ് ഇല്ല',
  },
  VQ_SLOT_NOT_FOUND: {
    en: 'There is no darshan slot at that time on that date',
    ml: 'ആ തീയതിയിൽ ആ സമയത്ത് ദർശന സ്ലോട്ട് ഇല്ല',
  },
  VQ_OUTSIDE_BOOKING_WINDOW: {
    en: 'Bookings are not open for this date',
    ml: 'ഈ തീയതിയിലേക്കുള്ള ബുക്കിംഗ് ഇപ്പോൾ തുറന്നിട്ടില്ല',
  },
  VQ_PARTY_TOO_LARGE: {
    en: 'Too many devotees for one booking in this slot',
    ml: 'ഈ സ്ലോട്ടിൽ ഒരു ബുക്കിംഗിൽ ഇത്രയും ഭക്തരെ ഉൾപ്പെടുത്താനാവില്ല',
  },
  VQ_DEVOTEES_INVALID: {
    en: "Check the devotees' names, ages and ID proofs",
    ml: 'ഭക്തരുടെ പേര്, പ്രായം, തിരിച്ചറിയൽ രേഖ എന്നിവ പരിശോധിക്കുക',
  },
  VQ_ANSWERS_INVALID: {
    en: 'Please answer the questions as asked',
    ml: 'ചോദ്യങ്ങൾക്ക് ആവശ്യപ്പെട്ട രീതിയിൽ ഉത്തരം നൽകുക',
  },
  VQ_SLOT_FULL: {
    en: 'This darshan slot is full; please choose another slot',
    ml: 'ഈ ദർശന സ്ലോട്ട് നിറഞ്ഞു; മറ്റൊരു സ്ലോട്ട് തിരഞ്ഞെടുക്കുക',
  },
  VQ_SLOT_BLOCKED: {
    en: 'Darshan bookings are closed for this slot',
    ml: 'ഈ സ്ലോട്ടിലേക്കുള്ള ദർശന ബുക്കിംഗ് അടച്ചിരിക്കുന്നു',
  },
  VQ_SLOT_CLOSED: {
    en: 'This darshan slot is over; please choose a later slot',
    ml: 'ഈ ദർശന സ്ലോട്ട് കഴിഞ്ഞു; പിന്നീടുള്ള ഒരു സ്ലോട്ട് തിരഞ്ഞെടുക്കുക',
  },
  VQ_ALREADY_BOOKED: {
    en: 'One devotee can hold only one darshan booking a day at a temple',
    ml: 'ഒരു ഭക്തന് ഒരു ക്ഷേത്രത്തിൽ ഒരു ദിവസം ഒരു ദർശന ബുക്കിംഗ് മാത്രം',
  },
  VQ_BOOKING_NOT_CANCELLABLE: {
    en: 'This booking can no longer be cancelled',
    ml: 'ഈ ബുക്കിംഗ് ഇനി റദ്ദാക്കാനാവില്ല',
  },
  VQ_SLOT_OVERLAP: {
    en: 'This slot overlaps another slot of the same day',
    ml: 'ഈ സ്ലോട്ട് അതേ ദിവസത്തെ മറ്റൊരു സ്ലോട്ടുമായി കൂടിക്കലരുന്നു',
  },
  VQ_SLOT_HAS_BOOKINGS: {
    en: 'This slot already has more bookings than that',
    ml: 'ഈ സ്ലോട്ടിൽ ഇതിനകം അതിലധികം ബുക്കിംഗുകൾ ഉണ്ട്',
  },
  VQ_TOKEN_INVALID: {
    en: 'This QR code is not a valid darshan token',
    ml: 'ഈ QR കോഡ് സാധുവായ ദർശന ടോക്കൺ അല്ല',
  },
  VQ_WRONG_TEMPLE: {
    en: 'This token is for another temple',
    ml: 'ഈ ടോക്കൺ മറ്റൊരു ക്ഷേത്രത്തിലേതാണ്',
  },
  VQ_WRONG_DATE: {
    en: 'This token is for another date',
    ml: 'ഈ ടോക്കൺ മറ്റൊരു തീയതിയിലേക്കുള്ളതാണ്',
  },
  VQ_OUTSIDE_SLOT_WINDOW: {
    en: 'This token is not for the darshan slot open now',
    ml: 'ഈ ടോക്കൺ ഇപ്പോഴത്തെ ദർശന സ്ലോട്ടിലേക്കുള്ളതല്ല',
  },
  VQ_ALREADY_ADMITTED: {
    en: 'This token has already been used',
    ml: 'ഈ ടോക്കൺ ഇതിനകം ഉപയോഗിച്ചു',
  },
  VQ_BOOKING_CANCELLED: {
    en: 'This booking was cancelled',
    ml: 'ഈ ബുക്കിംഗ് റദ്ദാക്കിയതാണ്',
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
  // Virtual queue (virtual-queue/*-schemas.ts).
  'Enter a time as HH:mm (24-hour)': 'സമയം HH:mm (24 മണിക്കൂർ) രൂപത്തിൽ നൽകുക',
  'A party may have 1 to 20 devotees': 'ഒരു സംഘത്തിൽ 1 മുതൽ 20 വരെ ഭക്തർ ആകാം',
  'Add 1 to 20 devotees': '1 മുതൽ 20 വരെ ഭക്തരെ ചേർക്കുക',
  'Enter the age in years': 'പ്രായം വർഷത്തിൽ നൽകുക',
  'The slot must end after it starts': 'സ്ലോട്ട് തുടങ്ങിയതിനു ശേഷമേ അവസാനിക്കാവൂ',
  'Give either weekdays or a date': 'ആഴ്ചയിലെ ദിവസങ്ങളോ ഒരു തീയതിയോ നൽകുക',
  'Each weekday once': 'ഓരോ ദിവസവും ഒരിക്കൽ മാത്രം',
  'Each ID proof type once': 'ഓരോ തിരിച്ചറിയൽ രേഖയും ഒരിക്കൽ മാത്രം',
  'Give the start time as HHmm, e.g. 0630': 'തുടക്ക സമയം HHmm രൂപത്തിൽ നൽകുക, ഉദാ. 0630',
  'Enter the question': 'ചോദ്യം നൽകുക',
  'Give at least two choices': 'കുറഞ്ഞത് രണ്ട് ഓപ്ഷനുകൾ നൽകുക',
  'Each choice once': 'ഓരോ ഓപ്ഷനും ഒരിക്കൽ മാത്രം',
  'Only a choice question has choices': 'ഓപ്ഷനുകൾ തിരഞ്ഞെടുക്കാനുള്ള ചോദ്യത്തിന് മാത്രം',
  'Give a reason': 'കാരണം നൽകുക',
  'Give exactly one of token, queueNumber or mobile': 'ടോക്കൺ, ക്യൂ നമ്പർ, മൊബൈൽ എന്നിവയിൽ ഒന്ന് മാത്രം നൽകുക',
  // Approvals and staff changes to order lines (issue #4 §4).
  'Enter the devotee name': 'ഭക്തന്റെ പേര് നൽകുക',
  'Unknown payment mode': 'അറിയാത്ത പണമടയ്ക്കൽ രീതി',
  // Refunds (issue #4 §4).
  'Choose at least one seva': 'കുറഞ്ഞത് ഒരു സേവയെങ്കിലും തിരഞ്ഞെടുക്കുക',
  'Each seva once': 'ഓരോ സേവയും ഒരിക്കൽ മാത്രം',
  'Enter an amount above zero': 'പൂജ്യത്തിൽ കൂടുതലുള്ള തുക നൽകുക',
  'Choose sevas of this order': 'ഈ ബുക്കിംഗിലെ സേവകൾ തിരഞ്ഞെടുക്കുക',
  'Give the booking number': 'ബുക്കിംഗ് നമ്പർ നൽകുക',
  'The end date cannot be before the start date': 'അവസാന തീയതി ആരംഭ തീയതിക്ക് മുമ്പാകരുത്',
  // Counter billing (issue #4 §5).
  'Choose a seva': 'ഒരു സേവ തിരഞ്ഞെടുക്കുക',
  'Choose cash, card or UPI': 'പണം, കാർഡ് അല്ലെങ്കിൽ UPI തിരഞ്ഞെടുക്കുക',
  'At most 50 sevas on one bill': 'ഒരു ബില്ലിൽ പരമാവധി 50 സേവകൾ',
  'At most 100 characters': 'പരമാവധി 100 അക്ഷരങ്ങൾ',
  'At most 500 characters': 'പരമാവധി 500 അക്ഷരങ്ങൾ',
  // Temple content (issue #4 §2).
  'Enter a title': 'ഒരു തലക്കെട്ട് നൽകുക',
  'The end date cannot be before the start': 'അവസാന തീയതി തുടക്ക തീയതിക്ക് മുമ്പാകരുത്',
  'At most 366 days': 'പരമാവധി 366 ദിവസം',
  'At most 200 characters': 'പരമാവധി 200 അക്ഷരങ്ങൾ',
  'At most 300 characters': 'പരമാവധി 300 അക്ഷരങ്ങൾ',
  'At most 10000 characters': 'പരമാവധി 10000 അക്ഷരങ്ങൾ',
  'At most 50,000 characters': 'പരമാവധി 50,000 അക്ഷരങ്ങൾ',
  'Give a position, 0 or more': 'സ്ഥാനം നൽകുക, 0 അല്ലെങ്കിൽ അതിൽ കൂടുതൽ',
  'No gallery image of this temple has this id': 'ഈ ക്ഷേത്രത്തിന്റെ ഗാലറിയിൽ ഈ ചിത്രമില്ല',
};

export function errorMessage(code: ErrorCode, language: Language): string {
  return ERROR_MESSAGES[code][language];
}

/** A schema's field message in the given language; messages not in the catalogue stay as they are. */
export function fieldMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  return FIELD_MESSAGES_ML[message] ?? message;
}
