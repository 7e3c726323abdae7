/**
 * @generated SignedSource<<d9ba24358358acaa70f56b0e2297938d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyDetailForm_company$data = {
  readonly canEdit: boolean;
  readonly city: string | null | undefined;
  readonly country: string | null | undefined;
  readonly email: string | null | undefined;
  readonly name: string;
  readonly phone: string | null | undefined;
  readonly postal: string | null | undefined;
  readonly street: string | null | undefined;
  readonly website: string | null | undefined;
  readonly " $fragmentType": "CompanyDetailForm_company";
};
export type CompanyDetailForm_company$key = {
  readonly " $data"?: CompanyDetailForm_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyDetailForm_company">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyDetailForm_company",
  "selections": [
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
      "name": "street",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canEdit",
      "storageKey": null
    }
  ],
  "type": "CompanyDetails",
  "abstractKey": null
};

(node as any).hash = "cad0d2c412ab1ea694eeed2c39a5f78c";

export default node;
