import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { graphql, useMutation } from 'react-relay';
import { Button } from '../../../ui';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import overlay from '../../../ui/Overlay.module.css';
import type { CalendarEventData } from '../items';
import { formatIn, timeIn, useCalendarZone } from '../zone';
import { describeRule } from '../recurrence';
import { EventSeriesEditor, type GroupChoice } from './EventSeriesEditor';
import styles from '../Calendar.module.css';
import type { EventPopupRespondMutation } from './__generated__/EventPopupRespondMutation.graphql';
import type { EventPopupDeleteMutation } from './__generated__/EventPopupDeleteMutation.graphql';
import type { EventPopupOccurrenceMutation } from './__generated__/EventPopupOccurrenceMutation.graphql';

export const DELETE_EVENT_QUESTION = 'Delete this event?';

export interface EventPopupProps {
  event: CalendarEventData;
  onClose: () => void;
  /** The event was deleted: close and read the calendar again. */
  onChanged: () => void;
  /** The viewer answered: read the calendar again, the popup stays open with the answer. */
  onAnswered: () => void;
  /** Opens the event editor: the event, or (after "Edit this occurrence") the occurrence's own event. */
  onEdit: (eventId?: string) => void;
  /** The company's groups, to invite. */
  groups?: readonly GroupChoice[];
}

const RESPONSE_TEXT: Record<string, string> = { ACCEPTED: 'accepted', DECLINED: 'declined', NONE: 'no answer yet' };

/** The event preview: Accept (invited, not organizer, not accepted yet), Decline, Delete ("Delete this event?") and Edit full event. */
export function EventPopup({ event: shown, onClose, onChanged, onAnswered, onEdit, groups = [] }: EventPopupProps) {
  const zone = useCalendarZone();
  const [error, setError] = useState<string | null>(null);
  // The answer as the server returned it, over the calendar's copy until the calendar is read again.
  const [answered, setAnswered] = useState<{ viewerResponse: string; viewerCanAccept: boolean } | null>(null);
  const event = answered ? { ...shown, ...answered } : shown;
  const [confirming, setConfirming] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const [detach, detaching] = useMutation<EventPopupOccurrenceMutation>(graphql`
    mutation EventPopupOccurrenceMutation($input: UpdateEventOccurrenceInput!) {
      updateEventOccurrence(input: $input) {
        __typename
        ... on UpdateEventOccurrenceSuccess {
          event {
            eventId
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
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

  // The answer is for the occurrence shown; "all occurrences" answers the whole series.
  const answer = (response: 'ACCEPTED' | 'DECLINED', allOccurrences = false) =>
    respond({
      variables: {
        input: {
          eventId: event.rowId,
          response,
          occurrenceNumber: !allOccurrences && event.isRecurrence ? (event.occurrenceNumber ?? null) : null,
        },
      },
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

  // One occurrence edited alone: it becomes an event of its own, opened in the editor; the series is unchanged.
  const editOccurrence = () =>
    detach({
      variables: { input: { eventId: event.rowId, occurrenceNumber: event.occurrenceNumber! } },
      onCompleted: (res) => {
        const result = res.updateEventOccurrence;
        if (result.__typename === 'UpdateEventOccurrenceSuccess' && result.event) onEdit(result.event.eventId);
        else setError(result.message ?? 'The occurrence could not be edited');
      },
      onError: (e) => setError(e.message),
    });
  const isOccurrence = event.isRecurrence && Boolean(event.occurrenceNumber);
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
              ? formatIn(zone, { dateStyle: 'full' })(start)
              : `${formatIn(zone, { dateStyle: 'medium' })(start)} ${timeIn(start, zone)} – ${timeIn(end, zone)}`}
            {event.location ? ` · ${event.location}` : ''}
            {event.isRecurrence ? ` · ${event.recurrenceRule ? describeRule(event.recurrenceRule) : 'repeats'}` : ''}
          </p>
          {event.attendees?.length ? (
            <ul className={styles.attendees} aria-label="Attendees">
              {event.attendees.map((a) => (
                <li key={`${a.userType}:${a.userId}`}>
                  {a.name}
                  {a.userType === 'GROUP' ? ' (group)' : ''} ·{' '}
                  {a.role === 'ORGANIZER' ? 'organizer' : (RESPONSE_TEXT[a.response] ?? a.response.toLowerCase())}
                </li>
              ))}
            </ul>
          ) : null}
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
            {event.viewerIsInvited && isOccurrence ? (
              <>
                <Button variant="secondary" onPress={() => answer('ACCEPTED', true)} isDisabled={responding}>
                  Accept all occurrences
                </Button>
                <Button variant="secondary" onPress={() => answer('DECLINED', true)} isDisabled={responding}>
                  Decline all occurrences
                </Button>
              </>
            ) : null}
            {event.viewerCanEdit ? (
              <Button variant="danger" onPress={() => setConfirming(true)} isDisabled={removing}>
                Delete
              </Button>
            ) : null}
            {event.viewerCanEdit ? (
              <Button variant="secondary" onPress={() => onEdit()}>
                Edit full event
              </Button>
            ) : null}
            {event.viewerCanEdit && isOccurrence ? (
              <Button variant="secondary" onPress={editOccurrence} isDisabled={detaching}>
                Edit this occurrence
              </Button>
            ) : null}
            {event.viewerCanEdit ? (
              <Button variant="quiet" onPress={() => setMoreOpen(!moreOpen)} aria-expanded={moreOpen}>
                Repeat and invitations
              </Button>
            ) : null}
            <Button variant="quiet" onPress={onClose}>
              Close
            </Button>
          </div>
          {moreOpen ? <EventSeriesEditor event={event} groups={groups} onSaved={onAnswered} /> : null}
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
