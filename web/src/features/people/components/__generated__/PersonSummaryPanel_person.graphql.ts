/**
 * @generated SignedSource<<1151c6746ae5a718f6f719f0d8321d00>>
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
  readonly phone: string | null | undefined;
  readonly status: RecordStatus;
  readonly " $fragmentSpreads": FragmentRefs<"RecordLock_record" | "RecordSummaryPanel_record">;
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "RecordSummaryPanel_record"
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

(node as any).hash = "88facc6f5869c047c7fd766fc9b07f80";

export default node;
