import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Form } from 'react-aria-components';
import { Alert, Button } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import { SelectField } from '../../../ui/SelectField';
import type { ExplorerCallFormQuery } from './__generated__/ExplorerCallFormQuery.graphql';
import type { ExplorerCallFormMutation } from './__generated__/ExplorerCallFormMutation.graphql';
import { CALL_REASONS, CALL_TIMES, REQUIRED_MESSAGE, callRequestErrors, fieldErrors, type CallRequest } from './forms';

const NO_COUNTRY = '__none__';
const options = (values: readonly string[]) => values.map((v) => ({ id: v, label: v }));

/** "Request a call" (`PUT /api/Explorer/Call`): who to call, where and when, and why; filled with the viewer. */
export default function ExplorerCallForm() {
  const { viewer, countries } = useLazyLoadQuery<ExplorerCallFormQuery>(
    graphql`
      query ExplorerCallFormQuery {
        viewer {
          explorerQuestionForm {
            email
            name
          }
        }
        countries {
          name
        }
      }
    `,
    {},
  );
  const [send, sending] = useMutation<ExplorerCallFormMutation>(graphql`
    mutation ExplorerCallFormMutation($input: ExplorerCallInput!) {
      requestExplorerCall(input: $input) {
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
  const blank: CallRequest = {
    email: viewer?.explorerQuestionForm.email ?? '',
    name: viewer?.explorerQuestionForm.name ?? '',
    phoneNumber: '',
    country: NO_COUNTRY,
    callTime: CALL_TIMES[0],
    reason: CALL_REASONS[0],
    comment: '',
  };
  const [request, setRequest] = useState<CallRequest>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const set = (field: keyof CallRequest) => (value: string) => setRequest((r) => ({ ...r, [field]: value }));

  const submit = () => {
    const missing = callRequestErrors(request);
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      setMessage({ ok: false, text: REQUIRED_MESSAGE });
      return;
    }
    send({
      variables: { input: { ...request, country: request.country === NO_COUNTRY ? '' : request.country } },
      onCompleted: ({ requestExplorerCall: r }) => {
        if (r.__typename === 'ValidationError') {
          setErrors(fieldErrors(r.fields));
          setMessage({ ok: false, text: r.message });
        } else {
          setErrors({});
          setMessage({ ok: true, text: 'Your call request was sent. We will call you soon.' });
          setRequest({ ...blank, email: request.email, name: request.name, country: request.country });
        }
      },
      onError: () => setMessage({ ok: false, text: 'The request could not be sent. Try again.' }),
    });
  };

  return (
    <Form
      aria-label="Request a call"
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2>Request a call</h2>
      {message ? <Alert tone={message.ok ? 'info' : 'error'}>{message.text}</Alert> : null}
      <TextField name="name" label="Name" value={request.name} onChange={set('name')} error={errors.name} isRequired autoComplete="name" />
      <TextField
        name="email"
        label="Email"
        type="email"
        value={request.email}
        onChange={set('email')}
        error={errors.email}
        isRequired
        autoComplete="email"
      />
      <TextField
        name="phoneNumber"
        label="Phone number"
        type="tel"
        value={request.phoneNumber}
        onChange={set('phoneNumber')}
        error={errors.phoneNumber}
        isRequired
        autoComplete="tel"
      />
      <SelectField
        name="country"
        label="Country"
        options={[{ id: NO_COUNTRY, label: 'Not given' }, ...countries.map((c) => ({ id: c.name, label: c.name }))]}
        value={request.country}
        onChange={set('country')}
        error={errors.country}
      />
      <SelectField
        name="callTime"
        label="Best time to call"
        options={options(CALL_TIMES)}
        value={request.callTime}
        onChange={set('callTime')}
      />
      <SelectField name="reason" label="Reason" options={options(CALL_REASONS)} value={request.reason} onChange={set('reason')} />
      <TextField name="comment" label="Comment" value={request.comment} onChange={set('comment')} error={errors.comment} multiline />
      <Button type="submit" isDisabled={sending}>
        Request the call
      </Button>
    </Form>
  );
}
