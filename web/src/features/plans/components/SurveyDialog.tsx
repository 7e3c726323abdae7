import { useState, type FormEvent } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { graphql, useMutation } from 'react-relay';
import { Button } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import overlay from '../../../ui/Overlay.module.css';
import type { SurveyDialogMutation } from './__generated__/SurveyDialogMutation.graphql';

export const SURVEY_REQUIRED = 'Please complete all survey questions';

/** The survey's five questions, answered as extra_59 to extra_63. */
export const SURVEY_QUESTIONS = [
  { key: 'extra59', label: 'What is your role in the company?' },
  { key: 'extra60', label: 'How many people would use the suite?' },
  { key: 'extra61', label: 'Which features have you tried so far?' },
  { key: 'extra62', label: 'What do you still need to evaluate?' },
  { key: 'extra63', label: 'What would make you subscribe?' },
] as const;

type Answers = Record<(typeof SURVEY_QUESTIONS)[number]['key'], string>;
const EMPTY: Answers = { extra59: '', extra60: '', extra61: '', extra62: '', extra63: '' };

/** Whether every survey question has an answer (all five are required). */
export const surveyComplete = (answers: Answers) => SURVEY_QUESTIONS.every((q) => answers[q.key].trim() !== '');

/** The trial extension survey: five required answers extend the running trial once. Closes with the server's message. */
export default function SurveyDialog({ onClose }: { onClose: (message: string | null) => void }) {
  const [answers, setAnswers] = useState<Answers>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [submit, submitting] = useMutation<SurveyDialogMutation>(graphql`
    mutation SurveyDialogMutation($input: TrialSurveyInput!) {
      submitTrialSurvey(input: $input) {
        __typename
        ... on TrialSurveySuccess {
          extended: message
          viewer {
            ...PlanPrompts_viewer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!surveyComplete(answers)) {
      setError(SURVEY_REQUIRED);
      return;
    }
    setError(null);
    submit({
      variables: { input: answers },
      onCompleted: (r) => {
        const answer = r.submitTrialSurvey;
        if (answer.__typename === 'TrialSurveySuccess') onClose(answer.extended ?? 'Your trial has extended');
        else setError(answer.__typename === '%other' ? 'The survey could not be sent' : (answer.message ?? 'The survey could not be sent'));
      },
      onError: () => setError('The survey could not be sent'),
    });
  };
  return (
    <ModalOverlay
      className={`${overlay.overlay} ${overlay.centered}`}
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose(null);
      }}
    >
      <Modal className={overlay.modal}>
        <Dialog className={overlay.dialog}>
          <Heading slot="title" className={overlay.title}>
            Extend your trial
          </Heading>
          <form onSubmit={onSubmit} noValidate>
            {SURVEY_QUESTIONS.map((q) => (
              <TextField
                key={q.key}
                name={q.key}
                label={q.label}
                isRequired
                value={answers[q.key]}
                onChange={(value) => setAnswers((prev) => ({ ...prev, [q.key]: value }))}
              />
            ))}
            {error ? <p role="alert">{error}</p> : null}
            <div className={overlay.actions}>
              <Button onPress={() => onClose(null)}>Cancel</Button>
              <Button variant="primary" type="submit" isDisabled={submitting}>
                Send
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
