import type { LocalizedText } from '../languages.ts';
import type { TempleRight } from './temple-rights.ts';

/**
 * What the temple-user screen and the server's refusals call each right. Apart from the rules in
 * temple-rights.ts, which the web app's first screen (its menu) reads, so that screen never loads them.
 */
export const TEMPLE_RIGHT_LABELS: Record<TempleRight, LocalizedText> = {
  'sevas.manage': { en: 'Sevas and seva groups', ml: 'സേവകളും സേവാ ഗ്രൂപ്പുകളും' },
  'deities.manage': { en: 'Deities', ml: 'പ്രതിഷ്ഠകൾ' },
  'availability.manage': { en: 'Seva availability', ml: 'സേവ ലഭ്യത' },
  'blocking.manage': { en: 'Seva blocking', ml: 'സേവ തടയൽ' },
  'events.manage': { en: 'Events and festivals', ml: 'പരിപാടികളും ഉത്സവങ്ങളും' },
  'content.manage': { en: 'Gallery and instructions', ml: 'ഗാലറിയും നിർദ്ദേശങ്ങളും' },
  'devotees.read': { en: 'Devotees', ml: 'ഭക്തർ' },
  'notifications.send': { en: 'Send notifications', ml: 'അറിയിപ്പുകൾ അയയ്ക്കൽ' },
  'reports.read': { en: 'Reports', ml: 'റിപ്പോർട്ടുകൾ' },
  billing: { en: 'Counter billing', ml: 'കൗണ്ടർ ബില്ലിംഗ്' },
  approvals: { en: 'Pre-booking approvals', ml: 'മുൻകൂർ ബുക്കിംഗ് അംഗീകാരം' },
  refunds: { en: 'Refunds', ml: 'റീഫണ്ടുകൾ' },
  gate: { en: 'Gate scanning', ml: 'ഗേറ്റ് സ്കാനിംഗ്' },
  performances: { en: 'Marking sevas performed', ml: 'വഴിപാട് നടത്തിയതായി രേഖപ്പെടുത്തൽ' },
};
