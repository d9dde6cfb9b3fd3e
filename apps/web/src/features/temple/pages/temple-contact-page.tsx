import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localName } from '../../../lib/format.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { GlobeIcon, MailIcon, PhoneIcon } from '../../../ui/feature-icons.tsx';
import { PinIcon } from '../../../ui/icons.tsx';
import { Card } from '../../../ui/page.tsx';
import { TempleFrame, useTempleIdParam } from '../components/temple-frame.tsx';

/** Only https addresses are embedded or linked (a temple's own text could hold anything). */
export function safeHttpsUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl> row holds only its <dt> and <dd>: the icon sits in the term, drawn in the row's margin.
    <div className="relative min-w-0 border-b border-stone-100 py-3 pl-8 last:border-0">
      <dt className="text-sm text-stone-600">
        <span aria-hidden="true" className="absolute top-3.5 left-0 text-orange-800">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="break-words text-stone-900">{children}</dd>
    </div>
  );
}

const linkClass = 'font-medium text-orange-800 underline-offset-2 hover:underline';

/** temple-contact-us?templeId=…: address, phone numbers, email, web, and the map. */
export default function TempleContactPage() {
  const { t, i18n } = useTranslation();
  return (
    <TempleFrame title={t('temple.contact')} helpPage="temple-contact-us" templeId={useTempleIdParam()}>
      {(temple) => {
        const { contacts } = temple;
        const address =
          i18n.language === 'ml' && temple.addressNarration ? temple.addressNarration : temple.address;
        const mapUrl = safeHttpsUrl(temple.mapEmbedUrl);
        const website = safeHttpsUrl(contacts.website);
        const facebook = safeHttpsUrl(contacts.facebook);
        const phones = [
          [t('temple.landLine'), contacts.landLine],
          [t('temple.mobile'), contacts.mobile],
          [t('temple.office'), contacts.officeNumber],
        ].filter((entry): entry is [string, string] => Boolean(entry[1]));
        return (
          <div className="flex flex-col gap-5">
            <Card>
              <dl>
                {address ? (
                  <ContactRow icon={<PinIcon className="size-5" />} label={t('temple.address')}>
                    {address}
                  </ContactRow>
                ) : null}
                {phones.map(([label, number]) => (
                  <ContactRow key={label} icon={<PhoneIcon className="size-5" />} label={label}>
                    <a href={`tel:${number.replace(/[^\d+]/g, '')}`} className={linkClass}>
                      {number}
                    </a>
                  </ContactRow>
                ))}
                {contacts.whatsapp ? (
                  <ContactRow icon={<PhoneIcon className="size-5" />} label={t('temple.whatsapp')}>
                    <a
                      href={`https://wa.me/91${contacts.whatsapp.replace(/\D/g, '').slice(-10)}`}
                      target="_blank"
                      rel="noreferrer"
                      className={linkClass}
                    >
                      {contacts.whatsapp}
                    </a>
                  </ContactRow>
                ) : null}
                {contacts.email ? (
                  <ContactRow icon={<MailIcon className="size-5" />} label={t('temple.email')}>
                    <a href={`mailto:${contacts.email}`} className={linkClass}>
                      {contacts.email}
                    </a>
                  </ContactRow>
                ) : null}
                {website ? (
                  <ContactRow icon={<GlobeIcon className="size-5" />} label={t('temple.website')}>
                    <a href={website} target="_blank" rel="noreferrer" className={linkClass}>
                      {website.replace(/^https:\/\//, '').replace(/\/$/, '')}
                    </a>
                  </ContactRow>
                ) : null}
                {facebook ? (
                  <ContactRow icon={<GlobeIcon className="size-5" />} label="Facebook">
                    <a href={facebook} target="_blank" rel="noreferrer" className={linkClass}>
                      {t('temple.facebookPage')}
                    </a>
                  </ContactRow>
                ) : null}
              </dl>
            </Card>
            {/* Questions for the office go in as an enquiry the temple answers by SMS (enquiry-report). */}
            <ButtonLink to={`/contact-us?templeId=${temple.id}`} variant="secondary" className="self-start">
              {t('temple.writeToTemple')}
            </ButtonLink>
            {contacts.displayContacts ? (
              <Card>
                <h2 className="mb-2 font-semibold text-stone-900">{t('temple.moreContacts')}</h2>
                <p className="whitespace-pre-line text-stone-800">{contacts.displayContacts}</p>
              </Card>
            ) : null}
            {mapUrl ? (
              <Card isPadded={false}>
                <iframe
                  src={mapUrl}
                  title={t('temple.mapOf', { name: localName(temple, i18n.language) })}
                  loading="lazy"
                  referrerPolicy="no-referrer-when-downgrade"
                  sandbox="allow-scripts allow-same-origin allow-popups"
                  className="aspect-[4/3] w-full border-0"
                />
              </Card>
            ) : null}
          </div>
        );
      }}
    </TempleFrame>
  );
}
