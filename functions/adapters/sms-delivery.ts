// Delivers outbox texts: SNS in AWS; locally they are posted to the SMS outbox page. Only the
// outbox worker calls it (requests queue their texts: sms.ts).
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { DELIVERY_BUDGET, sdkClientConfig } from '../lib/call-budgets';
import { env } from '../lib/env';

let client: SNSClient | undefined;

/** Sends one text; throws SNS's error (or the local outbox's refusal) for the worker to judge. */
export async function deliverSms(phone: string, message: string): Promise<void> {
  const outbox = env().SMS_OUTBOX_URL;
  if (outbox) {
    const response = await fetch(outbox, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, message }),
      signal: AbortSignal.timeout(DELIVERY_BUDGET.requestTimeoutMs),
    });
    if (!response.ok)
      throw Object.assign(new Error(`SMS outbox answered ${response.status}`), {
        $metadata: { httpStatusCode: response.status },
      });
    return;
  }
  client ??= new SNSClient(sdkClientConfig(DELIVERY_BUDGET));
  await client.send(
    new PublishCommand({
      PhoneNumber: phone,
      Message: message,
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    }),
  );
}
