// What the provider card will show: holder, course, issue date and expiry (two years later).
import { DateText } from '@web/components/date-text';

interface ProviderCardPreviewProps {
  holderName: string;
  courseName: string;
  courseType: string;
  issuedOn: string;
  expiresOn: string;
  cardId?: string | null;
  companyName: string;
  logo?: string;
  /** Heading text above the card (visually hidden when `hideTitle`). */
  title?: string;
  hideTitle?: boolean;
}

export function ProviderCardPreview({
  holderName,
  courseName,
  courseType,
  issuedOn,
  expiresOn,
  cardId,
  companyName,
  logo,
  title = 'Card preview',
  hideTitle = false,
}: ProviderCardPreviewProps) {
  return (
    <figure className="provider-card-figure">
      <figcaption className={hideTitle ? 'visually-hidden' : 'provider-card-figure__caption'}>{title}</figcaption>
      <div className="provider-card">
        <div className="provider-card__top">
          {logo ? <img src={logo} alt="" height={24} className="provider-card__logo" /> : null}
          <span className="provider-card__issuer">{companyName}</span>
        </div>
        <p className="provider-card__type">{courseType} Provider</p>
        <p className="provider-card__course">{courseName}</p>
        <dl className="provider-card__facts">
          <div className="provider-card__holder">
            <dt>Name</dt>
            <dd>{holderName.trim() || '—'}</dd>
          </div>
          <div>
            <dt>Issue date</dt>
            <dd>
              <DateText value={issuedOn} />
            </dd>
          </div>
          <div>
            <dt>Expires</dt>
            <dd>
              <DateText value={expiresOn} />
            </dd>
          </div>
          {cardId ? (
            <div>
              <dt>Card ID</dt>
              <dd>{cardId}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </figure>
  );
}
