import { graphql, useFragment } from 'react-relay';
import type { AddressList_addresses$key } from './__generated__/AddressList_addresses.graphql';
import styles from './Record.module.css';

/** A record's postal addresses, one line each; nothing when there are none. */
export function AddressList({ addresses }: { addresses: AddressList_addresses$key }) {
  const data = useFragment(
    graphql`
      fragment AddressList_addresses on Address @relay(plural: true) {
        id
        description
        street
        city
        province
        postal
        country
        isPrimary
      }
    `,
    addresses,
  );
  if (data.length === 0) return null;
  return (
    <ul className={styles.addresses} aria-label="Addresses">
      {data.map((a) => (
        <li key={a.id}>
          {[a.description, a.street, a.city, a.province, a.postal, a.country].filter(Boolean).join(', ')}
          {a.isPrimary ? ' (primary)' : ''}
        </li>
      ))}
    </ul>
  );
}
