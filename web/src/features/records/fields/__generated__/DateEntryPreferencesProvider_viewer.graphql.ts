/**
 * @generated SignedSource<<63cd2c45ca3232fac97c514f74ae8c6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DateEntryPreferencesProvider_viewer$data = {
  readonly preferences: {
    readonly dateFormat: string;
    readonly timeFormat: string;
    readonly timeZone: string;
    readonly workingHours: ReadonlyArray<{
      readonly day: number;
      readonly end: string;
      readonly isWorking: boolean;
      readonly start: string;
    }>;
  };
  readonly " $fragmentType": "DateEntryPreferencesProvider_viewer";
};
export type DateEntryPreferencesProvider_viewer$key = {
  readonly " $data"?: DateEntryPreferencesProvider_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DateEntryPreferencesProvider_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DateEntryPreferencesProvider_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Preferences",
      "kind": "LinkedField",
      "name": "preferences",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dateFormat",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timeFormat",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timeZone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WorkingDay",
          "kind": "LinkedField",
          "name": "workingHours",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "day",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isWorking",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "start",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "end",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "c76447af0ac8b1bf96858524f6885b21";

export default node;
