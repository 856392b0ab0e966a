// EventBridge schedule (daily): provider-card renewal reminders.
import type { ScheduledEvent } from 'aws-lambda';
import { sendRenewalReminders } from '@functions/domain/credentials/renewal-reminders';

export const handler = async (event: Pick<ScheduledEvent, 'time'>) => sendRenewalReminders(event.time ? new Date(event.time) : new Date());
