import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { NavLink } from 'react-router';
import { OverlayTrigger } from '../../ui';
import type { MainMenu_viewer$key } from './__generated__/MainMenu_viewer.graphql';
import type { MainMenuPromotionMutation } from './__generated__/MainMenuPromotionMutation.graphql';
import styles from './MainMenu.module.css';

/** Pages this client serves directly, always one click away. */
const PRIMARY_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/organization', label: 'Organizations', end: false },
  { to: '/person', label: 'People', end: false },
] as const;

// Menus and the upgrade message load when first opened: react-aria's menu and dialog code stays off the first load.
const MainMenuPopover = lazy(() => import('./MainMenuPopover'));
const MessageDialog = lazy(() => import('../../ui/MessageDialog').then((m) => ({ default: m.MessageDialog })));
const UpgradePane = lazy(() => import('../../features/plans/components/UpgradePane'));

function toAppPath(url: string): string {
  if (/^https?:\/\//.test(url) || url.startsWith('/')) return url;
  return `/${url}`;
}

/** The main menu: primary links plus the viewer's menu groups; locked items open the upgrade pane. */
export function MainMenu({ viewer }: { viewer: MainMenu_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment MainMenu_viewer on Viewer {
        plan {
          promotionSeen
        }
        mainMenu {
          key
          label
          items {
            key
            label
            url
            isLocked
            isPromotion
            tooltip
          }
        }
      }
    `,
    viewer,
  );
  const [lockedItem, setLockedItem] = useState<{ label: string; key: string; group: string } | null>(null);
  const [promotion, setPromotion] = useState<{ label: string; key: string; group: string } | null>(null);
  const [track] = useMutation<MainMenuPromotionMutation>(graphql`
    mutation MainMenuPromotionMutation($url: String!) {
      trackPromotion(url: $url) {
        __typename
        ... on PlanFlagSuccess {
          viewer {
            plan {
              promotionSeen
            }
          }
        }
      }
    }
  `);
  /** A promotion item records a view; the first one (the persistent flag unset) also shows the promotion pane. */
  const onPromotion = (group: string, item: { label: string; key: string; href: string }) => {
    if (!data.plan.promotionSeen) setPromotion({ label: item.label, key: item.key, group });
    track({ variables: { url: item.href } });
  };

  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        {PRIMARY_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className={styles.link}>
              {link.label}
            </NavLink>
          </li>
        ))}
        {data.mainMenu.map((group) => (
          <li key={group.key}>
            <OverlayTrigger
              popup="menu"
              className={styles.groupButton}
              overlay={(overlay) => (
                <MainMenuPopover
                  {...overlay}
                  label={group.label}
                  items={group.items.map((i) => ({
                    key: i.key,
                    label: i.label,
                    href: toAppPath(i.url),
                    isLocked: i.isLocked,
                    isPromotion: i.isPromotion,
                    tooltip: i.tooltip,
                  }))}
                  onLocked={(label, key) => setLockedItem({ label, key, group: group.key })}
                  onPromotion={(item) => onPromotion(group.key, item)}
                />
              )}
            >
              {group.label} <span aria-hidden="true">▾</span>
            </OverlayTrigger>
          </li>
        ))}
      </ul>
      {lockedItem !== null ? (
        <Suspense fallback={null}>
          <MessageDialog isOpen title={lockedItem.label} onClose={() => setLockedItem(null)}>
            <Suspense fallback={<p>Loading…</p>}>
              <UpgradePane feature={lockedItem.key} group={lockedItem.group} onClose={() => setLockedItem(null)} />
            </Suspense>
          </MessageDialog>
        </Suspense>
      ) : null}
      {promotion !== null ? (
        <Suspense fallback={null}>
          <MessageDialog isOpen title={promotion.label} onClose={() => setPromotion(null)}>
            <Suspense fallback={<p>Loading…</p>}>
              <UpgradePane feature={promotion.key} group={promotion.group} promotion onClose={() => setPromotion(null)} />
            </Suspense>
          </MessageDialog>
        </Suspense>
      ) : null}
    </nav>
  );
}
