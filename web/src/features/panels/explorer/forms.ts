// The Explorer's call-request and questionnaire forms: their choices and the checks made before sending (the api
// makes the same ones and names the same fields; its message is the spec's).

/** The spec's message for a form with a required field left empty. */
export const REQUIRED_MESSAGE = 'Please complete all required fields';

export const CALL_TIMES = ['Any time', 'Morning', 'Afternoon', 'Evening'] as const;
export const CALL_REASONS = ['Getting started', 'A demo of a feature', 'Billing and plans', 'Something else'] as const;

/** The questionnaire's questions, each answered by one or more choices (sent as a comma-separated list). */
export const QUESTIONNAIRE = [
  {
    name: 'roleInCompany',
    label: 'What is your role in the company?',
    choices: ['Owner or manager', 'Sales', 'Projects', 'Support', 'Finance', 'IT'],
  },
  {
    name: 'currentIssue',
    label: 'What would you like to solve first?',
    choices: ['Keeping track of customers', 'Following up deals', 'Planning work', 'Tracking time', 'Invoicing', 'Answering support cases'],
  },
  {
    name: 'interested',
    label: 'Which features interest you?',
    choices: ['CRM', 'Projects', 'Time tracking', 'Invoicing', 'Support', 'Calendar', 'Email and SMS'],
  },
] as const;

export type QuestionName = (typeof QUESTIONNAIRE)[number]['name'];
export type QuestionnaireAnswers = Record<QuestionName, string[]>;

/** A stored comma-separated answer as the form's choices. */
export const splitChoices = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

export const joinChoices = (choices: readonly string[]): string => choices.join(',');

/** The questions left unanswered, each with the spec's message. */
export function questionnaireErrors(answers: QuestionnaireAnswers): Partial<Record<QuestionName, string>> {
  return Object.fromEntries(QUESTIONNAIRE.filter((q) => answers[q.name].length === 0).map((q) => [q.name, REQUIRED_MESSAGE]));
}

export interface CallRequest {
  email: string;
  name: string;
  phoneNumber: string;
  country: string;
  callTime: string;
  reason: string;
  comment: string;
}

/** The call request's required fields (email, name, phone number) left blank, each with the spec's message. */
export function callRequestErrors(request: CallRequest): Partial<Record<keyof CallRequest, string>> {
  const required = ['email', 'name', 'phoneNumber'] as const;
  return Object.fromEntries(required.filter((f) => request[f].trim() === '').map((f) => [f, REQUIRED_MESSAGE]));
}

/** The api's field errors (`ValidationError.fields`) by field name; the first message per field wins. */
export function fieldErrors(fields: readonly { field: string; message: string }[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields ?? []) out[f.field] ??= f.message;
  return out;
}
