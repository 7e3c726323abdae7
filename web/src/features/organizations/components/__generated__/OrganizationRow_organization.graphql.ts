/**
 * @generated SignedSource<<f47389ac07a618a0d6934d207242641d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RecordStatus = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrganizationRow_organization$data = {
  readonly email: string | null | undefined;
  readonly name: string;
  readonly owner: {
    readonly fullName: string;
  } | null | undefined;
  readonly phone: string | null | undefined;
  readonly rowId: number;
  readonly status: RecordStatus;
  readonly " $fragmentType": "OrganizationRow_organization";
};
export type OrganizationRow_organization$key = {
  readonly " $data"?: OrganizationRow_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationRow_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationRow_organization",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
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
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "dc5f30926211bcf8740bd4be5bdd0ef2";

export default node;
