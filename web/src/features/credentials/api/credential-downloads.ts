// GET /api/provider_cards/:cardId/credential.jwt and .../cme_certificates/:id/credential.jwt: the card
// and its CE certificates as signed Open Badges 3.0 credentials, downloaded by a plain link (the
// browser sends the session cookie; the reply is an attachment), like the PDFs.
import { fillPath } from '@shared/contracts/path';
import { apiRoute } from '@web/lib/api-route';

const cardCredential = apiRoute('credentials/provider-card-credential');
const certificateCredential = apiRoute('credentials/cme-certificate-credential');

export const providerCardCredentialUrl = (cardId: string) => fillPath(cardCredential.path, { cardId });

export const cmeCertificateCredentialUrl = (cardId: string, accreditationId: string) =>
  fillPath(certificateCredential.path, { cardId, id: accreditationId });

/** Says what the file is, next to every download link. */
export const CREDENTIAL_HINT =
  'A digital credential (Open Badges 3.0) that anyone can check on our verify page or with any verifier, without calling us.';
