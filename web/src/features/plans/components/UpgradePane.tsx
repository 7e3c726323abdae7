import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import type { UpgradePaneQuery } from './__generated__/UpgradePaneQuery.graphql';

export const UPGRADE_MESSAGE = 'This feature is not available at your subscription level.';
export const TRIAL_MESSAGE = 'Click on the padlock to try it for free for 14 days.';

/** The extension a main-menu group's trial starts (marketing is part of CRM). */
export const trialRoleOf = (group: string) => (group === 'marketing' ? 'crm' : group);

/**
 * The upgrade pane of a locked feature: the feature's content (`Json_Data/Upgrade/{feature}.json`) and the trial link.
 * As the promotion pane (a feature reached through a trial only), the content and the way to subscribe.
 */
export default function UpgradePane({
  feature,
  group,
  promotion = false,
  onClose,
}: {
  feature: string;
  group: string;
  promotion?: boolean;
  onClose: () => void;
}) {
  const data = useLazyLoadQuery<UpgradePaneQuery>(
    graphql`
      query UpgradePaneQuery($feature: String!) {
        upgradeContent(feature: $feature) {
          title
          availableSection
          mainText
          rightText
        }
      }
    `,
    { feature },
  );
  const content = data.upgradeContent;
  return (
    <div>
      {content ? (
        <>
          <h3>{content.title}</h3>
          <p>
            <strong>{content.availableSection}</strong>
          </p>
          <p>{content.mainText}</p>
          <p>{content.rightText}</p>
        </>
      ) : null}
      {promotion ? (
        <p>
          <Link to={`/home/confirm-subscription?role=${trialRoleOf(group)}`} onClick={onClose}>
            Keep it: subscribe
          </Link>
        </p>
      ) : (
        <>
          <p>{UPGRADE_MESSAGE}</p>
          <p>{TRIAL_MESSAGE}</p>
          <p>
            <Link to={`/home/activate-trial?role=${trialRoleOf(group)}`} onClick={onClose}>
              Try it free for 14 days
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
