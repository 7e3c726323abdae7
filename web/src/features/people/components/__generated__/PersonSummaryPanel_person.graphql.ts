/**
 * @generated SignedSource<<eb9fce4066b829c44e20a69d7e8fd216>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RecordStatus = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PersonSummaryPanel_person$data = {
  readonly email: string | null | undefined;
  readonly isCustomer: boolean;
  readonly isLead: boolean;
  readonly isLocked: boolean;
  readonly owner: {
    readonly fullName: string;
  } | null | undefined;
  readonly phone: string | null | undefined;
  readonly status: RecordStatus;
  readonly " $fragmentSpreads": FragmentRefs<"FollowButton_record" | "RecordLock_record">;
  readonly " $fragmentType": "PersonSummaryPanel_person";
};
export type PersonSummaryPanel_person$key = {
  readonly " $data"?: PersonSummaryPanel_person$data;
  readonly " $fragmentSpreads": FragmentRefs<"PersonSummaryPanel_person">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PersonSummaryPanel_person",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isLead",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isCustomer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isLocked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FollowButton_record"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RecordLock_record"
    }
  ],
  "type": "Person",
  "abstractKey": null
};

(node as any).hash = "2c6215e31ca7d45c77dc7a7be073ac32";

export default node;
