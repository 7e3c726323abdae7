import { Checkbox } from 'react-aria-components';
import { colourOf } from '../layout';
import { colourStyle } from '../colours';
import styles from '../Calendar.module.css';

export interface Choice {
  userId: number;
  userType: 'user' | 'group';
  name: string;
}

export interface CalendarSidebarProps {
  users: readonly Choice[];
  groups: readonly Choice[];
  selected: readonly { userId: number; userType: string }[];
  onToggle: (choice: Choice) => void;
}

/** Users and groups to show; colours follow the order of selection (1 to 20, cycling). */
export function CalendarSidebar({ users, groups, selected, onToggle }: CalendarSidebarProps) {
  const indexOf = (c: Choice) => selected.findIndex((s) => s.userId === c.userId && s.userType === c.userType);
  const row = (c: Choice) => {
    const i = indexOf(c);
    return (
      <Checkbox key={`${c.userType}:${c.userId}`} className={styles.choice} isSelected={i >= 0} onChange={() => onToggle(c)}>
        <span className={styles.swatch} style={i >= 0 ? colourStyle(colourOf(i)) : undefined} aria-hidden="true" />
        {c.name}
      </Checkbox>
    );
  };
  return (
    <nav className={styles.sidebar} aria-label="Calendars shown">
      <h2>Users</h2>
      {users.map(row)}
      {groups.length ? <h2>Groups</h2> : null}
      {groups.map(row)}
    </nav>
  );
}
