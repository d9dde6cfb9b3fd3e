import { regionalName } from '@nivedya/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsOnline } from '../../../lib/online-status.ts';
import { ButtonLink, buttonClass } from '../../../ui/button.tsx';
import { GlobeIcon, MailIcon, PhoneIcon } from '../../../ui/feature-icons.tsx';
import { PinIcon } from '../../../ui/icons.tsx';
import { Card } from '../../../ui/page.tsx';
import { TempleFrame, useTempleIdParam } from '../components/temple-frame.tsx';
import { directionsUrl, embeddableMapUrl, safeHttpsUrl } from '../map-links.ts';

/** One term and its description: a definition list holds only dt/dd groups (axe definition-list). */
function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="border-b border-stone-100 py-3 last:border-0">
      <dt className="flex items-center gap-3 text-sm text-stone-500">
        <span className="text-orange-800" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="ms-8 break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** Waits this long for the map before giving its space back (a slow or blocked map stays hidden). */
const MAP_WAIT_MS = 15_000;

function TempleMap({ url, title }: { url: string; title: string }) {
  const isOnline = useIsOnline();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  useEffect(() => {
    if (state !== 'loading') return;
    const timer = window.setTimeout(() => setState('failed'), MAP_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  if (!isOnline || state === 'failed') return null;
  return (
    <Card isPadded={false} className={state === 'loading' ? 'h-0 border-0 opacity-0' : ''}>
      <iframe
        src={url}
        title={title}
        referrerPolicy="no-referrer-when-downgrade"
        sandbox="allow-scripts allow-same-origin allow-popups"
        className="aspect-[4/3] w-full border-0"
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
      />
    </Card>
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
        const address = regionalName(temple.address ?? '', temple.addressNarration, i18n.language) || null;
        const mapUrl = embeddableMapUrl(temple.mapEmbedUrl);
        const directions = directionsUrl(temple);
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
            {directions ? (
              <a
                href={directions}
                target="_blank"
                rel="noreferrer"
                className={buttonClass('secondary', 'self-start gap-2')}
              >
                <PinIcon className="size-5" />
                {t('temple.directions')}
              </a>
            ) : null}
            {mapUrl ? (
              <TempleMap
                url={mapUrl}
                title={t('temple.mapOf', {
                  name: regionalName(temple.name, temple.nameNarration, i18n.language),
                })}
              />
            ) : null}
          </div>
        );
      }}
    </TempleFrame>
  );
}
