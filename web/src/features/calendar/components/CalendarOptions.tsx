import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Button } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import { SelectField } from '../../../ui/SelectField';
import { showError } from '../../../app/errors/messages';
import overlay from '../../../ui/Overlay.module.css';
import styles from '../Calendar.module.css';
import type { CalendarOptions_settings$key, CalendarItems } from './__generated__/CalendarOptions_settings.graphql';
import type { CalendarOptionsItemsMutation } from './__generated__/CalendarOptionsItemsMutation.graphql';
import type { CalendarOptionsFeedMutation } from './__generated__/CalendarOptionsFeedMutation.graphql';

const ITEM_OPTIONS: { id: CalendarItems; label: string }[] = [
  { id: 'BOTH', label: 'Tasks and events' },
  { id: 'EVENTS', label: 'Events' },
  { id: 'TASKS', label: 'Tasks' },
];

/** The calendar's own settings in its toolbar: which items it shows (a user preference) and the iCalendar feed URL. */
export function CalendarOptions({ settings, onItemsChanged }: { settings: CalendarOptions_settings$key; onItemsChanged: () => void }) {
  const data = useFragment(
    graphql`
      fragment CalendarOptions_settings on CalendarSettings {
        items
        hasFeed
      }
    `,
    settings,
  );
  const [setItems, saving] = useMutation<CalendarOptionsItemsMutation>(graphql`
    mutation CalendarOptionsItemsMutation($items: CalendarItems!) {
      setCalendarItems(items: $items) {
        __typename
        ... on SetCalendarItemsSuccess {
          settings {
            items
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [feedOpen, setFeedOpen] = useState(false);
  const choose = (items: string) =>
    setItems({
      variables: { items: items as CalendarItems },
      updater: (store, response) => {
        const r = response?.setCalendarItems;
        if (r?.__typename === 'SetCalendarItemsSuccess' && r.settings)
          store.getRoot().getLinkedRecord('calendarSettings')?.setValue(r.settings.items, 'items');
      },
      onCompleted: (r) => {
        if (r.setCalendarItems.__typename === 'SetCalendarItemsSuccess') onItemsChanged();
        else showError(r.setCalendarItems.message ?? 'The setting was not saved.');
      },
      onError: (e) => showError(e.message),
    });
  return (
    <>
      <SelectField label="Show" inline options={ITEM_OPTIONS} value={data.items} onChange={choose} isDisabled={saving} name="items" />
      <Button variant="quiet" onPress={() => setFeedOpen(true)}>
        Calendar feed
      </Button>
      {feedOpen ? <FeedDialog hasFeed={data.hasFeed} onClose={() => setFeedOpen(false)} /> : null}
    </>
  );
}

/** The secret iCalendar feed URL: shown once when created; regenerating it stops the previous one. */
function FeedDialog({ hasFeed, onClose }: { hasFeed: boolean; onClose: () => void }) {
  const [rotate, rotating] = useMutation<CalendarOptionsFeedMutation>(graphql`
    mutation CalendarOptionsFeedMutation {
      rotateCalendarFeed {
        __typename
        ... on RotateCalendarFeedSuccess {
          path
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [url, setUrl] = useState<string | null>(null);
  const create = () =>
    rotate({
      variables: {},
      updater: (store, response) => {
        if (response?.rotateCalendarFeed.__typename === 'RotateCalendarFeedSuccess')
          store.getRoot().getLinkedRecord('calendarSettings')?.setValue(true, 'hasFeed');
      },
      onCompleted: (r) => {
        if (r.rotateCalendarFeed.__typename === 'RotateCalendarFeedSuccess' && r.rotateCalendarFeed.path)
          setUrl(`${window.location.origin}${r.rotateCalendarFeed.path}`);
        else showError(r.rotateCalendarFeed.message ?? 'The feed URL was not created.');
      },
      onError: (e) => showError(e.message),
    });
  const exists = hasFeed || url !== null;
  return (
    <ModalOverlay className={`${overlay.overlay} ${overlay.centered}`} isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className={overlay.modal}>
        <Dialog className={`${overlay.dialog} ${styles.popup}`} aria-label="Calendar feed">
          <Heading slot="title" className={overlay.title}>
            Calendar feed
          </Heading>
          <p className={styles.muted}>
            Subscribe to this address in any calendar application to see your events there. Keep it secret: anyone with the address can read
            your calendar.
          </p>
          {url ? (
            <TextField label="Feed URL" name="feedUrl" value={url} onChange={() => undefined} isReadOnly autoFocus />
          ) : exists ? (
            <p className={styles.muted}>
              A feed URL exists. It is shown only once; regenerate it to see a new one (the old one stops working).
            </p>
          ) : null}
          <div className={styles.popupActions}>
            <Button variant="primary" onPress={create} isDisabled={rotating}>
              {exists ? 'Regenerate URL' : 'Create feed URL'}
            </Button>
            <Button variant="quiet" onPress={onClose}>
              Close
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
