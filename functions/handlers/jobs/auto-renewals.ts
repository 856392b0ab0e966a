// EventBridge schedule (daily): off-session auto-renewals of provider cards 30 days before expiry.
import type { ScheduledEvent } from 'aws-lambda';
import { runAutoRenewals } from '@functions/domain/commerce/auto-renewals';

export const handler = async (event: Pick<ScheduledEvent, 'time'>) => runAutoRenewals(event.time ? new Date(event.time) : new Date());
