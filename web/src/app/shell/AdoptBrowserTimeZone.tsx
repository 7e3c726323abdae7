// A user who never picked a time zone counts days in UTC (the company has no zone setting). When the browser is
// elsewhere, its zone becomes the user's preference at sign-in, once per tab, so the calendar, "today" and every
// time shown are the user's own from the first day; the profile changes it later.
import { useEffect } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { browserTimeZone } from '../../ui/timeZone';
import type { AdoptBrowserTimeZone_viewer$key } from './__generated__/AdoptBrowserTimeZone_viewer.graphql';
import type { AdoptBrowserTimeZoneMutation } from './__generated__/AdoptBrowserTimeZoneMutation.graphql';

const TRIED = 'timeZoneAdopted';

export function AdoptBrowserTimeZone({ viewer, onAdopted }: { viewer: AdoptBrowserTimeZone_viewer$key; onAdopted: () => void }) {
  const data = useFragment(
    graphql`
      fragment AdoptBrowserTimeZone_viewer on Viewer {
        preferences {
          timeZone
          timeZoneChosen
        }
      }
    `,
    viewer,
  );
  const [commit] = useMutation<AdoptBrowserTimeZoneMutation>(graphql`
    mutation AdoptBrowserTimeZoneMutation($input: UpdatePreferencesInput!) {
      updatePreferences(input: $input) {
        __typename
      }
    }
  `);
  const { timeZone, timeZoneChosen } = data.preferences;
  useEffect(() => {
    const zone = browserTimeZone();
    if (timeZoneChosen || zone === timeZone || sessionStorage.getItem(TRIED)) return;
    // Once per tab, whatever the answer: a refused zone must not be asked for on every render.
    sessionStorage.setItem(TRIED, zone);
    commit({
      variables: { input: { timeZone: zone } },
      onCompleted: (res) => {
        if (res.updatePreferences.__typename === 'DoneSuccess') onAdopted();
      },
    });
  }, [timeZone, timeZoneChosen, commit, onAdopted]);
  return null;
}
