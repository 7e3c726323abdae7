import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Alert, Button, Card } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import { SelectField } from '../../../ui/SelectField';
import { showMessage } from '../../../app/errors/messages';
import { TimeZoneField } from './TimeZoneField';
import type { ProfileForms_viewer$key } from './__generated__/ProfileForms_viewer.graphql';
import type { ProfileFormsProfileMutation } from './__generated__/ProfileFormsProfileMutation.graphql';
import type { ProfileFormsPasswordMutation } from './__generated__/ProfileFormsPasswordMutation.graphql';
import type { ProfileFormsPreferencesMutation } from './__generated__/ProfileFormsPreferencesMutation.graphql';
import type { ProfileFormsVerificationMutation } from './__generated__/ProfileFormsVerificationMutation.graphql';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((label, i) => ({ id: String(i), label }));
const STREAM = ['all', 'updates', 'tasks', 'calls', 'email', 'sms', 'events'].map((id) => ({
  id,
  label: id === 'sms' ? 'SMS' : id[0]!.toUpperCase() + id.slice(1),
}));
const SIZES = [
  { id: 'normal', label: 'Normal' },
  { id: 'large', label: 'Large' },
];

type Result = {
  readonly __typename: string;
  readonly message?: string;
  readonly fields?: readonly { readonly field: string; readonly message: string }[];
};
/** The payload's error (message and field messages) or null on success. */
function outcome(r: Result, ok: string) {
  return r.__typename === ok
    ? null
    : { message: r.message ?? 'Not saved.', fields: Object.fromEntries((r.fields ?? []).map((f) => [f.field, f.message])) };
}

/** /setup/personal-setup/profile-info: your profile, password and preferences. A failed save keeps what you typed. */
export function ProfileForms({ viewer }: { viewer: ProfileForms_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileForms_viewer on Viewer {
        user {
          firstName
          lastName
          jobTitle
          email
          profileImage
        }
        preferences {
          modalSize
          sessionTimeout
          calendarStartDay
          streamFilterOption
          timeZone
        }
      }
    `,
    viewer,
  );
  const [saveProfile, savingProfile] = useMutation<ProfileFormsProfileMutation>(graphql`
    mutation ProfileFormsProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        __typename
        ... on ProfileSavedSuccess {
          user {
            id
            firstName
            lastName
            fullName
            jobTitle
            email
            profileImage
          }
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fields {
            field
            message
          }
        }
      }
    }
  `);
  const [savePassword, savingPassword] = useMutation<ProfileFormsPasswordMutation>(graphql`
    mutation ProfileFormsPasswordMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on ValidationError {
          fields {
            field
            message
          }
        }
      }
    }
  `);
  const [savePreferences, savingPreferences] = useMutation<ProfileFormsPreferencesMutation>(graphql`
    mutation ProfileFormsPreferencesMutation($input: UpdatePreferencesInput!) {
      updatePreferences(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on ValidationError {
          fields {
            field
            message
          }
        }
      }
    }
  `);
  const [resend, resending] = useMutation<ProfileFormsVerificationMutation>(graphql`
    mutation ProfileFormsVerificationMutation {
      resendVerification {
        __typename
        ... on DoneSuccess {
          message
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const u = data.user;
  const [profile, setProfile] = useState({
    firstName: u.firstName,
    lastName: u.lastName,
    jobTitle: u.jobTitle ?? '',
    email: u.email ?? '',
    profileImage: u.profileImage ?? '',
  });
  const [password, setPassword] = useState({ currentPassword: '', newPassword: '' });
  const p = data.preferences;
  const [prefs, setPrefs] = useState({
    modalSize: p.modalSize ?? 'large',
    sessionTimeout: String(p.sessionTimeout ?? 120),
    calendarStartDay: String(p.calendarStartDay ?? 0),
    streamFilterOption: p.streamFilterOption ?? 'all',
    timeZone: p.timeZone,
  });
  const [errors, setErrors] = useState<Record<string, { message: string; fields: Record<string, string> } | null>>({});
  const failed = (form: string) => (err: Error) => setErrors((e) => ({ ...e, [form]: { message: err.message, fields: {} } }));

  const onProfile = (e: FormEvent) => {
    e.preventDefault();
    saveProfile({
      variables: { input: profile },
      onCompleted: (res) => {
        const err = outcome(res.updateProfile, 'ProfileSavedSuccess');
        setErrors((x) => ({ ...x, profile: err }));
        if (!err) showMessage('Item is saved.');
      },
      onError: failed('profile'),
    });
  };
  const onPassword = (e: FormEvent) => {
    e.preventDefault();
    savePassword({
      variables: { input: password },
      onCompleted: (res) => {
        const err = outcome(res.changePassword, 'DoneSuccess');
        setErrors((x) => ({ ...x, password: err }));
        if (!err) {
          setPassword({ currentPassword: '', newPassword: '' });
          showMessage('Your password has been changed');
        }
      },
      onError: failed('password'),
    });
  };
  const onPreferences = (e: FormEvent) => {
    e.preventDefault();
    savePreferences({
      variables: {
        input: {
          modalSize: prefs.modalSize,
          sessionTimeout: Number(prefs.sessionTimeout),
          calendarStartDay: Number(prefs.calendarStartDay),
          streamFilterOption: prefs.streamFilterOption,
          timeZone: prefs.timeZone,
        },
      },
      onCompleted: (res) => {
        const err = outcome(res.updatePreferences, 'DoneSuccess');
        setErrors((x) => ({ ...x, preferences: err }));
        if (!err) showMessage('Item is saved.');
      },
      onError: failed('preferences'),
    });
  };

  const fieldError = (form: string, field: string) => errors[form]?.fields[field];
  return (
    <>
      <Card title="Profile">
        <form onSubmit={onProfile} aria-label="Profile">
          {(['firstName', 'lastName', 'jobTitle', 'email', 'profileImage'] as const).map((name) => (
            <TextField
              key={name}
              name={name}
              label={
                { firstName: 'First name', lastName: 'Last name', jobTitle: 'Job title', email: 'Email', profileImage: 'Picture URL' }[name]
              }
              type={name === 'email' ? 'email' : name === 'profileImage' ? 'url' : 'text'}
              isRequired={name === 'firstName' || name === 'lastName' || name === 'email'}
              value={profile[name]}
              onChange={(v) => setProfile((x) => ({ ...x, [name]: v }))}
              error={fieldError('profile', name)}
            />
          ))}
          {errors.profile ? <Alert>{errors.profile.message}</Alert> : null}
          <Button type="submit" variant="primary" isDisabled={savingProfile}>
            Save profile
          </Button>
        </form>
        <Button
          isDisabled={resending}
          onPress={() =>
            resend({
              variables: {},
              onCompleted: (res) => showMessage(res.resendVerification.message ?? 'Verification email has been send'),
              onError: (err) => showMessage(err.message, 'error'),
            })
          }
        >
          Resend verification email
        </Button>
      </Card>
      <Card title="Password">
        <form onSubmit={onPassword} aria-label="Password">
          <TextField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            isRequired
            value={password.currentPassword}
            onChange={(v) => setPassword((x) => ({ ...x, currentPassword: v }))}
            error={fieldError('password', 'currentPassword')}
          />
          <TextField
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            isRequired
            value={password.newPassword}
            onChange={(v) => setPassword((x) => ({ ...x, newPassword: v }))}
            error={fieldError('password', 'newPassword')}
          />
          {errors.password ? <Alert>{errors.password.message}</Alert> : null}
          <Button type="submit" variant="primary" isDisabled={savingPassword}>
            Change password
          </Button>
        </form>
      </Card>
      <Card title="Preferences">
        <form onSubmit={onPreferences} aria-label="Preferences">
          <SelectField
            label="Edit pane size"
            value={prefs.modalSize}
            options={SIZES}
            onChange={(v) => setPrefs((x) => ({ ...x, modalSize: v }))}
          />
          <TextField
            label="Session timeout (minutes)"
            name="sessionTimeout"
            value={prefs.sessionTimeout}
            onChange={(v) => setPrefs((x) => ({ ...x, sessionTimeout: v }))}
            error={fieldError('preferences', 'sessionTimeout')}
          />
          <SelectField
            label="Calendar week starts on"
            value={prefs.calendarStartDay}
            options={DAYS}
            onChange={(v) => setPrefs((x) => ({ ...x, calendarStartDay: v }))}
          />
          <SelectField
            label="Home stream shows"
            value={prefs.streamFilterOption}
            options={STREAM}
            onChange={(v) => setPrefs((x) => ({ ...x, streamFilterOption: v }))}
          />
          <TimeZoneField
            value={prefs.timeZone}
            onChange={(v) => setPrefs((x) => ({ ...x, timeZone: v }))}
            error={fieldError('preferences', 'timeZone')}
          />
          {errors.preferences ? <Alert>{errors.preferences.message}</Alert> : null}
          <Button type="submit" variant="primary" isDisabled={savingPreferences}>
            Save preferences
          </Button>
        </form>
      </Card>
    </>
  );
}
