// The Explorer forms' checks before sending: the same required fields as the api, with the spec's message.
import { describe, expect, it } from 'vitest';
import {
  REQUIRED_MESSAGE,
  callRequestErrors,
  fieldErrors,
  joinChoices,
  questionnaireErrors,
  splitChoices,
} from '../../web/src/features/panels/explorer/forms';

const call = { email: 'a@b.example', name: 'Ann', phoneNumber: '+1 555', country: '', callTime: 'Morning', reason: '', comment: '' };

describe('Explorer forms', () => {
  it('a call request needs an email, a name and a phone number (blanks count as missing)', () => {
    expect(REQUIRED_MESSAGE).toBe('Please complete all required fields');
    expect(callRequestErrors(call)).toEqual({});
    expect(callRequestErrors({ ...call, name: '  ', phoneNumber: '' })).toEqual({ name: REQUIRED_MESSAGE, phoneNumber: REQUIRED_MESSAGE });
  });

  it('the questionnaire needs a choice for every question', () => {
    expect(questionnaireErrors({ roleInCompany: ['Sales'], currentIssue: [], interested: [] })).toEqual({
      currentIssue: REQUIRED_MESSAGE,
      interested: REQUIRED_MESSAGE,
    });
    expect(questionnaireErrors({ roleInCompany: ['Sales'], currentIssue: ['Invoicing'], interested: ['CRM'] })).toEqual({});
  });

  it('answers travel as comma-separated lists; api field errors map to their fields', () => {
    expect(splitChoices(' CRM, Projects ,,')).toEqual(['CRM', 'Projects']);
    expect(splitChoices(null)).toEqual([]);
    expect(joinChoices(['CRM', 'Projects'])).toBe('CRM,Projects');
    expect(
      fieldErrors([
        { field: 'email', message: 'Invalid email' },
        { field: 'email', message: 'second' },
      ]),
    ).toEqual({ email: 'Invalid email' });
  });
});
