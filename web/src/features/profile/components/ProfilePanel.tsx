import { Suspense, lazy, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Button, PopoverPanel } from '../../../ui';
import { hasModuleAdminRole } from '../../../app/permissions';
import { useLogout } from '../mutations/useLogout';
import { useNewVersion, useServerStatus } from '../hooks/useServerStatus';
import type { ProfilePanel_viewer$key } from './__generated__/ProfilePanel_viewer.graphql';
import styles from './ProfilePanel.module.css';

// The Recycle Bin loads when first opened.
const RecycleBinDialog = lazy(() => import('../../panels/components/RecycleBinDialog'));

/** The spec's help links: support, report a bug, "Need More Help?" and the privacy policy, each to a real page. */
export const HELP_LINKS: readonly ProfileLink[] = [
  { to: '/home/help#support', label: 'Support' },
  { to: '/home/help#report-a-bug', label: 'Report a bug' },
  { to: '/explorer/onboarding', label: 'Need More Help?' },
  { to: '/home/help#privacy-policy', label: 'Privacy policy' },
];

interface ProfileLink {
  to: string;
  label: string;
}

/**
 * The spec's profile links. Administrators see Setup, Manage Users, Company Settings and Subscription;
 * non-admins with an `_admin` role see Setup only.
 */
export function profileLinks(isAdministrator: boolean, roles: readonly string[]): ProfileLink[] {
  const links: ProfileLink[] = [];
  if (isAdministrator || hasModuleAdminRole(roles)) links.push({ to: '/setup', label: 'Setup' });
  if (isAdministrator) {
    links.push(
      { to: '/setup/user', label: 'Manage Users' },
      { to: '/setup/company/detail', label: 'Company Settings' },
      { to: '/setup/plan', label: 'Subscription' },
      { to: '/setup/plan/upgrade', label: 'Upgrade' },
      { to: '/setup/sign-ins', label: 'Sign-in Activity' },
    );
  }
  links.push(
    { to: '/setup/personal-setup/profile-info', label: 'My Profile' },
    { to: '/setup/integration', label: 'Integrations' },
    { to: '/explorer/onboarding', label: 'Explorer' },
  );
  return links;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function ProfilePanel({ viewer }: { viewer: ProfilePanel_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ProfilePanel_viewer on Viewer {
        isAdministrator
        roles
        user {
          fullName
          jobTitle
          profileImage
        }
      }
    `,
    viewer,
  );
  const [logout, loggingOut] = useLogout();
  const links = profileLinks(data.isAdministrator, data.roles);
  // Live chat: Monday to Friday 9 to 17 server time while free support lasts, checked every 5 minutes.
  const status = useServerStatus(5 * 60 * 1000);
  const newVersion = useNewVersion();
  const [binOpen, setBinOpen] = useState(false);

  return (
    <>
      {newVersion ? (
        <div role="status" className={styles.newVersion}>
          A new version is available.{' '}
          <Button variant="quiet" onPress={() => window.location.reload()}>
            Reload
          </Button>
        </div>
      ) : null}
      <PopoverPanel
        label="Profile"
        trigger={{
          className: styles.trigger,
          'aria-label': 'Profile',
          content: (
            <span className={styles.avatar} aria-hidden="true">
              {data.user.profileImage ? <img src={data.user.profileImage} alt="" /> : initials(data.user.fullName)}
            </span>
          ),
        }}
      >
        {(close) => (
          <div className={styles.panel}>
            <h2 className={styles.name}>{data.user.fullName}</h2>
            <p className={styles.job}>{data.user.jobTitle ?? ''}</p>
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={close}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <Button
              variant="quiet"
              onPress={() => {
                close();
                setBinOpen(true);
              }}
            >
              Recycle Bin
            </Button>
            <ul className={styles.links} aria-label="Help">
              {HELP_LINKS.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} onClick={close}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <p className={styles.job}>
              Live chat:{' '}
              {status ? (status.liveChatOnline ? 'online' : status.freeSupportDayCount < 0 ? 'not included in your plan' : 'offline') : '…'}
            </p>
            <Button variant="primary" onPress={logout} isDisabled={loggingOut}>
              Log out
            </Button>
          </div>
        )}
      </PopoverPanel>
      {binOpen ? (
        <Suspense fallback={null}>
          <RecycleBinDialog onClose={() => setBinOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
