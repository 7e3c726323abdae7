import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { graphql, useMutation } from 'react-relay';
import { Button } from '../../../ui';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import overlay from '../../../ui/Overlay.module.css';
import { timeText, type CalendarEventData } from '../items';
import styles from '../Calendar.module.css';
import type { EventPopupRespondMutation } from './__generated__/EventPopupRespondMutation.graphql';
import type { EventPopupDeleteMutation } from './__generated__/EventPopupDeleteMutation.graphql';

export const DELETE_EVENT_QUESTION = 'Delete this event?';

export interface EventPopupProps {
  event: CalendarEventData;
  onClose: () => void;
  /** The event was deleted: close and read the calendar again. */
  onChanged: () => void;
  /** The viewer answered: read the calendar again, the popup stays open with the answer. */
  onAnswered: () => void;
  onEdit: () => void;
}

/** The event preview: Accept (invited, not organizer, not accepted yet), Decline, Delete ("Delete this event?") and Edit full event. */
export function EventPopup({ event: shown, onClose, onChanged, onAnswered, onEdit }: EventPopupProps) {
  const [error, setError] = useState<string | null>(null);
  // The answer as the server returned it, over the calendar's copy until the calendar is read again.
  const [answered, setAnswered] = useState<{ viewerResponse: string; viewerCanAccept: boolean } | null>(null);
  const event = answered ? { ...shown, ...answered } : shown;
  const [confirming, setConfirming] = useState(false);
  const [respond, responding] = useMutation<EventPopupRespondMutation>(graphql`
    mutation EventPopupRespondMutation($input: RespondToEventInput!) {
      respondToEvent(input: $input) {
        __typename
        ... on RespondToEventSuccess {
          response
          event {
            viewerCanAccept
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [remove, removing] = useMutation<EventPopupDeleteMutation>(graphql`
    mutation EventPopupDeleteMutation($input: DeleteCalendarEventInput!) {
      deleteCalendarEvent(input: $input) {
        __typename
        ... on DeleteCalendarEventSuccess {
          deletedId
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const answer = (response: 'ACCEPTED' | 'DECLINED') =>
    respond({
      variables: { input: { eventId: event.rowId, response } },
      onCompleted: (res) => {
        const result = res.respondToEvent;
        if (result.__typename === 'RespondToEventSuccess' && result.response && result.event) {
          setAnswered({ viewerResponse: result.response, viewerCanAccept: result.event.viewerCanAccept });
          onAnswered();
        } else setError(res.respondToEvent.message ?? 'The answer was not saved');
      },
      onError: (e) => setError(e.message),
    });
  const doDelete = () =>
    remove({
      variables: { input: { eventId: event.rowId, occurrenceNumber: event.occurrenceNumber ?? null } },
      onCompleted: (res) => {
        setConfirming(false);
        if (res.deleteCalendarEvent.__typename === 'DeleteCalendarEventSuccess') onChanged();
        else setError(res.deleteCalendarEvent.message ?? 'The event was not deleted');
      },
      onError: (e) => setError(e.message),
    });

  const start = new Date(String(event.start));
  const end = new Date(String(event.end));
  return (
    <ModalOverlay className={`${overlay.overlay} ${overlay.centered}`} isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className={overlay.modal}>
        <Dialog className={`${overlay.dialog} ${styles.popup}`} aria-label={`Event ${event.subject}`}>
          <Heading slot="title" className={overlay.title}>
            {event.subject}
          </Heading>
          <p className={styles.muted}>
            {event.isAllDay
              ? start.toLocaleDateString(undefined, { dateStyle: 'full' })
              : `${start.toLocaleDateString(undefined, { dateStyle: 'medium' })} ${timeText(start)} – ${timeText(end)}`}
            {event.location ? ` · ${event.location}` : ''}
            {event.isRecurrence ? ' · repeats' : ''}
          </p>
          {event.viewerResponse && event.viewerResponse !== 'NONE' ? (
            <p className={styles.muted}>Your answer: {event.viewerResponse === 'ACCEPTED' ? 'accepted' : 'declined'}</p>
          ) : null}
          {error ? (
            <p role="alert" className={styles.muted}>
              {error}
            </p>
          ) : null}
          <div className={styles.popupActions}>
            {event.viewerCanAccept ? (
              <Button variant="primary" onPress={() => answer('ACCEPTED')} isDisabled={responding}>
                Accept
              </Button>
            ) : null}
            {event.viewerIsInvited && event.viewerResponse !== 'DECLINED' ? (
              <Button variant="secondary" onPress={() => answer('DECLINED')} isDisabled={responding}>
                Decline
              </Button>
            ) : null}
            {event.viewerCanEdit ? (
              <Button variant="danger" onPress={() => setConfirming(true)} isDisabled={removing}>
                Delete
              </Button>
            ) : null}
            {event.viewerCanEdit ? (
              <Button variant="secondary" onPress={onEdit}>
                Edit full event
              </Button>
            ) : null}
            <Button variant="quiet" onPress={onClose}>
              Close
            </Button>
          </div>
          <ConfirmDialog
            isOpen={confirming}
            message={DELETE_EVENT_QUESTION}
            confirmLabel="Delete"
            cancelLabel="Cancel"
            onConfirm={doDelete}
            onCancel={() => setConfirming(false)}
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
