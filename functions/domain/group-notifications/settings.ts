// A group's notification settings: one per template, defaults until the first save. Only groups the
// company turned notifications on for (group.notificationsEnabled) have them; for others every call
// is a 404, as the spec hides the tab. Saves are version-conditioned and retried on a lost race, so
// two admins changing different fields at once both keep their change.
import type { Notification, NotificationSettingsBody } from '@shared/contracts/group-notifications';
import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TEMPLATES,
  NOTIFICATION_TEMPLATE_TEXT,
  isDigestDay,
  nextDigestDay,
  type NotificationTemplate,
} from '@shared/rules/notification-schedule';
import { localDate } from '@shared/rules/dates';
import { getGroup } from '@functions/data/groups';
import {
  addLateDigestGroup,
  getNotificationSetting,
  putNotificationSetting,
  type NotificationSetting,
} from '@functions/data/group-notifications';
import { optimistic, RETRY } from '@functions/data/writes';
import { NotFound } from '@functions/lib/errors';
import type { GroupScope } from '@functions/lib/group-scope';
import { successToast } from '@functions/lib/toasts';
import { companyTimeZone } from '../company/company-settings';

/** Until a group saves its own: off, weekly on Mondays, 30 days ahead. */
export const DEFAULT_SETTING = {
  enabled: false,
  frequency: 'weekly',
  dayOfTheWeek: 1,
  daysBeforeExpiration: 30,
} as const;

const isTemplate = (template: string): template is NotificationTemplate =>
  (NOTIFICATION_TEMPLATES as readonly string[]).includes(template);

/** The stored setting or the defaults (version 0 when none is stored). */
export const settingOrDefault = (
  stored: NotificationSetting | null,
  group: GroupScope,
  template: NotificationTemplate,
): NotificationSetting => stored ?? { groupId: group.id, template, ...DEFAULT_SETTING, version: 0, updatedAt: '' };

function present(setting: NotificationSetting, today: string): Notification {
  const template = setting.template as NotificationTemplate;
  return {
    template,
    ...NOTIFICATION_TEMPLATE_TEXT[template],
    enabled: setting.enabled,
    frequency: setting.frequency,
    dayOfTheWeek: setting.dayOfTheWeek,
    daysBeforeExpiration: setting.daysBeforeExpiration,
    nextSendOn: setting.enabled ? nextDigestDay(setting, today) : null,
  };
}

async function companyToday(now: Date): Promise<string> {
  return localDate(now, await companyTimeZone());
}

async function requireNotificationsEnabled(group: GroupScope): Promise<void> {
  if (!(await getGroup(group.id))?.notificationsEnabled) throw new NotFound(NOTIFICATION_MESSAGES.disabled);
}

function requireTemplate(template: string): NotificationTemplate {
  if (!isTemplate(template)) throw new NotFound(NOTIFICATION_MESSAGES.notFound);
  return template;
}

export async function listNotifications(group: GroupScope, now = new Date()): Promise<Notification[]> {
  await requireNotificationsEnabled(group);
  const today = await companyToday(now);
  return Promise.all(
    NOTIFICATION_TEMPLATES.map(async (template) =>
      present(settingOrDefault(await getNotificationSetting(group, template), group, template), today),
    ),
  );
}

export async function getNotification(group: GroupScope, template: string, now = new Date()): Promise<Notification> {
  const known = requireTemplate(template);
  await requireNotificationsEnabled(group);
  return present(settingOrDefault(await getNotificationSetting(group, known), group, known), await companyToday(now));
}

export async function updateNotification(
  group: GroupScope,
  template: string,
  changes: NotificationSettingsBody,
  now = new Date(),
) {
  const known = requireTemplate(template);
  await requireNotificationsEnabled(group);
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as NotificationSettingsBody;
  const data = await optimistic({
    read: () => getNotificationSetting(group, known),
    write: async (stored) => {
      const current = settingOrDefault(stored, group, known);
      const next: NotificationSetting = {
        ...current,
        ...defined,
        version: current.version + 1,
        updatedAt: now.toISOString(),
      };
      if (await putNotificationSetting(group, next, stored ? current.version : null)) {
        const today = await companyToday(now);
        // Due today: the day's walk may already have passed this group, so the job visits it after the walk.
        if (next.enabled && isDigestDay(next, today)) await addLateDigestGroup(known, today, group.id);
        return present(next, today);
      }
      return RETRY;
    },
    conflict: 'The notification settings kept changing; please try again.',
  });
  return { data, toaster: successToast(NOTIFICATION_MESSAGES.saved) };
}
