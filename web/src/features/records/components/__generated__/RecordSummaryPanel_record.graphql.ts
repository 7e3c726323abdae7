/**
 * @generated SignedSource<<3ced57b9c654839bbaf6ee9292a52135>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RecordStatus = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RecordSummaryPanel_record$data = {
  readonly email?: string | null | undefined;
  readonly id: string;
  readonly isCustomer?: boolean;
  readonly isLead?: boolean;
  readonly isLocked: boolean;
  readonly isSupplier?: boolean;
  readonly keyValues: ReadonlyArray<{
    readonly field: string;
    readonly label: string;
    readonly " $fragmentSpreads": FragmentRefs<"FieldDisplay_value">;
  }>;
  readonly name: string;
  readonly objectName: string;
  readonly owner: {
    readonly fullName: string;
  } | null | undefined;
  readonly phone?: string | null | undefined;
  readonly rowId: number;
  readonly sidePanelValues: ReadonlyArray<{
    readonly field: string;
    readonly label: string;
    readonly " $fragmentSpreads": FragmentRefs<"FieldDisplay_value">;
  }>;
  readonly status: RecordStatus;
  readonly summary: {
    readonly dropboxEmail: string;
    readonly ownerName: string | null | undefined;
    readonly quickActions: ReadonlyArray<string>;
  };
  readonly type: {
    readonly name: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ConvertToCustomer_record" | "FollowButton_record">;
  readonly " $fragmentType": "RecordSummaryPanel_record";
};
export type RecordSummaryPanel_record$key = {
  readonly " $data"?: RecordSummaryPanel_record$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecordSummaryPanel_record">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "field",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  },
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "FieldDisplay_value"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecordSummaryPanel_record",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rowId",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "objectName",
      "storageKey": null
    },
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
      "alias": null,
      "args": null,
      "concreteType": "RecordType",
      "kind": "LinkedField",
      "name": "type",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RecordSummary",
      "kind": "LinkedField",
      "name": "summary",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quickActions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dropboxEmail",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ownerName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
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
          "name": "isSupplier",
          "storageKey": null
        }
      ],
      "type": "Party",
      "abstractKey": "__isParty"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldValue",
      "kind": "LinkedField",
      "name": "keyValues",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldValue",
      "kind": "LinkedField",
      "name": "sidePanelValues",
      "plural": true,
      "selections": (v1/*:: as any*/),
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
      "name": "ConvertToCustomer_record"
    }
  ],
  "type": "Record",
  "abstractKey": "__isRecord"
};
})();

(node as any).hash = "dce822efcd5d2a971ba8e6a6e1f921cc";

export default node;
