import { graphql, useFragment } from 'react-relay';
import type { ContactList_party$key } from './__generated__/ContactList_party.graphql';
import styles from './Record.module.css';

/** A party's phones and e-mails, the primary one marked; nothing when there are none. */
export function ContactList({ party }: { party: ContactList_party$key }) {
  const data = useFragment(
    graphql`
      fragment ContactList_party on Party {
        phones {
          id
          type
          phoneNumber
          isPrimary
        }
        emails {
          id
          email
          isPrimary
        }
      }
    `,
    party,
  );
  return (
    <>
      {data.phones.length ? (
        <ul className={styles.addresses} aria-label="Phones">
          {data.phones.map((p) => (
            <li key={p.id}>
              {p.type ? `${p.type}: ` : ''}
              {p.phoneNumber}
              {p.isPrimary ? ' (primary)' : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {data.emails.length ? (
        <ul className={styles.addresses} aria-label="Emails">
          {data.emails.map((e) => (
            <li key={e.id}>
              {e.email}
              {e.isPrimary ? ' (primary)' : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
