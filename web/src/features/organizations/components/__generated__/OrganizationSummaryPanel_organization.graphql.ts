/**
 * @generated SignedSource<<2887fb1621d13d45a559c16c9ce5e54f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RecordStatus = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrganizationSummaryPanel_organization$data = {
  readonly email: string | null | undefined;
  readonly isCustomer: boolean;
  readonly isLead: boolean;
  readonly isSupplier: boolean;
  readonly phone: string | null | undefined;
  readonly status: RecordStatus;
  readonly summary: {
    readonly dropboxEmail: string;
  };
  readonly website: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"RecordSummaryPanel_record">;
  readonly " $fragmentType": "OrganizationSummaryPanel_organization";
};
export type OrganizationSummaryPanel_organization$key = {
  readonly " $data"?: OrganizationSummaryPanel_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationSummaryPanel_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationSummaryPanel_organization",
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
      "name": "website",
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
          "name": "dropboxEmail",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RecordSummaryPanel_record"
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "be7bb385be9b2ed1828af41b9c70b7c5";

export default node;
