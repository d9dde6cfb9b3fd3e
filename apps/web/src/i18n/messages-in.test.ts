import { ENGLISH_MESSAGES, errorMessage, fieldMessage } from '@nivedya/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n, messagesIn, setLanguage } from './index.ts';

describe('the error and field words of the current language', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('are English, and only English is loaded, until Malayalam is chosen', () => {
    expect(messagesIn('en')).toBe(ENGLISH_MESSAGES);
    expect(messagesIn('ml')).toBe(ENGLISH_MESSAGES);
    expect(messagesIn(undefined)).toBe(ENGLISH_MESSAGES);
    expect(errorMessage('OTP_INVALID', messagesIn('ml'))).toBe('The OTP is not correct');
  });

  it('come in Malayalam with the Malayalam bundle, before the screens switch', async () => {
    const switching = setLanguage('ml');
    expect(i18next.language).toBe('en');
    await switching;
    expect(i18next.language).toBe('ml');
    expect(errorMessage('OTP_INVALID', messagesIn(i18next.language))).toBe('OTP ശരിയല്ല');
    expect(fieldMessage('Enter your name', messagesIn('ml'))).toBe('നിങ്ങളുടെ പേര് നൽകുക');
    // English stays English after Malayalam has loaded.
    expect(errorMessage('OTP_INVALID', messagesIn('en'))).toBe('The OTP is not correct');
    await setLanguage('en');
  });
});
