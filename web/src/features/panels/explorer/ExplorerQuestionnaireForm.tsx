import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Checkbox, CheckboxGroup, FieldError, Form, Label } from 'react-aria-components';
import { Alert, Button } from '../../../ui';
import fieldStyles from '../../../ui/Field.module.css';
import type { ExplorerQuestionnaireFormQuery } from './__generated__/ExplorerQuestionnaireFormQuery.graphql';
import type { ExplorerQuestionnaireFormMutation } from './__generated__/ExplorerQuestionnaireFormMutation.graphql';
import {
  QUESTIONNAIRE,
  REQUIRED_MESSAGE,
  fieldErrors,
  joinChoices,
  questionnaireErrors,
  splitChoices,
  type QuestionnaireAnswers,
} from './forms';

export interface ExplorerQuestionnaireFormProps {
  /** Called once the answers are saved (the onboarding checklist then ticks its item). */
  onSaved?: () => void;
}

/**
 * The questionnaire (`GET /api/Explorer/GetQuestionnaire`, `POST /api/Explorer/SaveQuestionnaire`): the viewer's
 * role, first issue and interests, one or more choices each, filled with what they answered before.
 */
export default function ExplorerQuestionnaireForm({ onSaved }: ExplorerQuestionnaireFormProps) {
  const { viewer } = useLazyLoadQuery<ExplorerQuestionnaireFormQuery>(
    graphql`
      query ExplorerQuestionnaireFormQuery {
        viewer {
          explorerQuestionnaire {
            roleInCompany
            currentIssue
            interested
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const [save, saving] = useMutation<ExplorerQuestionnaireFormMutation>(graphql`
    mutation ExplorerQuestionnaireFormMutation($input: ExplorerQuestionnaireInput!) {
      saveExplorerQuestionnaire(input: $input) {
        __typename
        ... on ValidationError {
          message
          fields {
            field
            message
          }
        }
      }
    }
  `);
  const saved = viewer?.explorerQuestionnaire;
  const [answers, setAnswers] = useState<QuestionnaireAnswers>(() => ({
    roleInCompany: splitChoices(saved?.roleInCompany),
    currentIssue: splitChoices(saved?.currentIssue),
    interested: splitChoices(saved?.interested),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = () => {
    const missing = questionnaireErrors(answers);
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      setMessage({ ok: false, text: REQUIRED_MESSAGE });
      return;
    }
    save({
      variables: {
        input: {
          roleInCompany: joinChoices(answers.roleInCompany),
          currentIssue: joinChoices(answers.currentIssue),
          interested: joinChoices(answers.interested),
        },
      },
      onCompleted: ({ saveExplorerQuestionnaire: r }) => {
        if (r.__typename === 'ValidationError') {
          setErrors(fieldErrors(r.fields));
          setMessage({ ok: false, text: r.message });
        } else {
          setErrors({});
          setMessage({ ok: true, text: 'Thank you: your answers were saved.' });
          onSaved?.();
        }
      },
      onError: () => setMessage({ ok: false, text: 'The answers could not be saved. Try again.' }),
    });
  };

  return (
    <Form
      aria-label="Questionnaire"
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {message ? <Alert tone={message.ok ? 'info' : 'error'}>{message.text}</Alert> : null}
      {QUESTIONNAIRE.map((q) => (
        <CheckboxGroup
          key={q.name}
          name={q.name}
          className={fieldStyles.field}
          value={answers[q.name]}
          onChange={(choices) => setAnswers((a) => ({ ...a, [q.name]: choices }))}
          isRequired
          isInvalid={Boolean(errors[q.name])}
          validationBehavior="aria"
        >
          <Label className={fieldStyles.label}>{q.label}</Label>
          {q.choices.map((choice) => (
            <Checkbox key={choice} value={choice} className={fieldStyles.checkbox}>
              <span className={fieldStyles.checkboxBox} aria-hidden="true" />
              {choice}
            </Checkbox>
          ))}
          <FieldError className={fieldStyles.error}>{errors[q.name]}</FieldError>
        </CheckboxGroup>
      ))}
      <Button type="submit" variant="primary" isDisabled={saving}>
        Save answers
      </Button>
    </Form>
  );
}
