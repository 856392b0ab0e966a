// Text messages: SNS in AWS; locally they are posted to the SMS outbox page.
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { QUICK_BUDGET, sdkClientConfig } from '../lib/call-budgets';
import { env } from '../lib/env';

let client: SNSClient | undefined;

export async function sendSms(phone: string, message: string): Promise<void> {
  const outbox = env().SMS_OUTBOX_URL;
  if (outbox) {
    const response = await fetch(outbox, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, message }),
      signal: AbortSignal.timeout(QUICK_BUDGET.requestTimeoutMs),
    });
    if (!response.ok) throw new Error(`SMS outbox answered ${response.status}`);
    return;
  }
  client ??= new SNSClient(sdkClientConfig(QUICK_BUDGET));
  await client.send(
    new PublishCommand({
      PhoneNumber: phone,
      Message: message,
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    }),
  );
}
