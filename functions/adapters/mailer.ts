// Email through SES (locally aws-ses-v2-local, whose outbox shows every message).
import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { env } from '../lib/env';
import type { RenderedEmail } from './email/layout';

let client: SESClient | undefined;
const ses = () => (client ??= new SESClient({}));

export async function sendEmail(to: string, email: RenderedEmail): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      Source: env().MAIL_FROM,
      Destination: { ToAddresses: [to] },
      Message: {
        Subject: { Data: email.subject, Charset: 'UTF-8' },
        Body: { Html: { Data: email.html, Charset: 'UTF-8' }, Text: { Data: email.text, Charset: 'UTF-8' } },
      },
    }),
  );
}
