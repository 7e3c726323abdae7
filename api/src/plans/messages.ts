// The spec's texts of the plan and trial prompts (quoted verbatim), and the few of our own.
import { extensionLabel, type Extension } from './model';

export const ONLY_ADMIN_TRIAL =
  'Only System Administrator can initiate the trial, please contact your System Administrator to initiate the trail.';
export const CONTACT_ADMIN_SUBSCRIBE = 'Contact your system administrator to subscribe to the extension.';
export const NOTIFY_SENT = 'Your request has been sent to your system administrator';
export const SURVEY_REQUIRED = 'Please complete all survey questions';
export const TRIAL_EXTENDED = 'Your trial has extended';
export const NOT_AVAILABLE_TOOLTIP = 'This feature is not available at your subscription level.';
export const TRY_FREE_TOOLTIP = 'Click on the padlock to try it for free for 14 days.';
export const alreadyTrialed = (ext: Extension) =>
  `Your company has already trialed ${extensionLabel[ext]} extension and a new trial for this extension is not available for your company.`;

// Ours (the spec gives none for these cases).
export const NEED_ONE_USER = 'Give at least one user access to start the trial';
export const SALES_ROLES_EXCLUSIVE = 'A user is either a sales manager or a sales person, not both';
export const NO_RETRIAL = 'A trial of the complete suite is not available for your company.';
export const NOTHING_TO_EXTEND = 'There is no trial to extend';
export const trialMessage = (ext: Extension, daysLeft: number) =>
  `Your ${extensionLabel[ext]} trial ends in ${daysLeft} day${daysLeft === 1 ? '' : 's'}.`;
export const upgradeMessage = (ext: Extension) => `Your ${extensionLabel[ext]} trial has ended: subscribe to keep using it.`;
const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};
/** The spec's "You have access to feature until August 31st", with the trial's end date. */
export const promotionTooltip = (until: Date) =>
  `You have access to feature until ${until.toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' })} ${ordinal(until.getUTCDate())}`;
