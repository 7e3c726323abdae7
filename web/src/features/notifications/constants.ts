/** The bell shows at most this many (spec: notification badge count is capped at 20). */
export const NOTIFICATION_BADGE_CAP = 20;
export const NOTIFICATION_CONNECTION_KEY = 'NotificationPanel_notifications';

export function badgeCount(value: number): number {
  return Math.max(0, Math.min(NOTIFICATION_BADGE_CAP, Math.trunc(value)));
}
