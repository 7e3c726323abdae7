import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { NavLink } from 'react-router';
import { Button, Menu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components';
import { MessageDialog } from '../../ui';
import type { MainMenu_viewer$key } from './__generated__/MainMenu_viewer.graphql';
import styles from './MainMenu.module.css';

export const UPGRADE_MESSAGE = 'This feature is not available at your subscription level.';
export const TRIAL_MESSAGE = 'Click on the padlock to try it for free for 14 days.';

/** Pages this client serves directly, always one click away. */
const PRIMARY_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/organization', label: 'Organizations', end: false },
  { to: '/person', label: 'People', end: false },
] as const;

function toAppPath(url: string): string {
  if (/^https?:\/\//.test(url) || url.startsWith('/')) return url;
  return `/${url}`;
}

/** The main menu: primary links plus the viewer's menu groups; locked items open the upgrade pane. */
export function MainMenu({ viewer }: { viewer: MainMenu_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment MainMenu_viewer on Viewer {
        mainMenu {
          key
          label
          items {
            key
            label
            url
            isLocked
          }
        }
      }
    `,
    viewer,
  );
  const [lockedItem, setLockedItem] = useState<string | null>(null);

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
            <MenuTrigger>
              <Button className={styles.groupButton}>
                {group.label} <span aria-hidden="true">▾</span>
              </Button>
              <Popover placement="bottom start">
                <Menu
                  aria-label={group.label}
                  className={styles.menu}
                  onAction={(key: Key) => {
                    const item = group.items.find((i) => i.key === key);
                    if (item?.isLocked) setLockedItem(item.label);
                  }}
                >
                  {group.items.map((item) =>
                    item.isLocked ? (
                      <MenuItem key={item.key} id={item.key} textValue={`${item.label} (locked)`} className={`${styles.item} ${styles.locked}`}>
                        <span>{item.label}</span>
                        <span role="img" aria-label="locked">
                          🔒
                        </span>
                      </MenuItem>
                    ) : (
                      <MenuItem key={item.key} id={item.key} href={toAppPath(item.url)} className={styles.item}>
                        {item.label}
                      </MenuItem>
                    ),
                  )}
                </Menu>
              </Popover>
            </MenuTrigger>
          </li>
        ))}
      </ul>
      <MessageDialog isOpen={lockedItem !== null} title={lockedItem ?? ''} onClose={() => setLockedItem(null)}>
        <p>{UPGRADE_MESSAGE}</p>
        <p>{TRIAL_MESSAGE}</p>
      </MessageDialog>
    </nav>
  );
}
