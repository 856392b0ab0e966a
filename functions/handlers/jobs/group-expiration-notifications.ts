// EventBridge schedule (every 10 minutes; from 07:00 on the company's day): the group admins' expiration digests.
import type { ScheduledEvent } from 'aws-lambda';
import { sendExpirationDigests } from '@functions/domain/group-notifications/expiration-digest';

export const handler = async (event: Pick<ScheduledEvent, 'time'>) => sendExpirationDigests(event.time ? new Date(event.time) : new Date());
