/**
 * @generated SignedSource<<2cdc5cd253b7bd31f2e6def1f469f3ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PersonRow_person$data = {
  readonly email: string | null | undefined;
  readonly jobTitle: string | null | undefined;
  readonly name: string;
  readonly organization: {
    readonly name: string;
    readonly rowId: number;
  } | null | undefined;
  readonly phone: string | null | undefined;
  readonly rowId: number;
  readonly " $fragmentType": "PersonRow_person";
};
export type PersonRow_person$key = {
  readonly " $data"?: PersonRow_person$data;
  readonly " $fragmentSpreads": FragmentRefs<"PersonRow_person">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PersonRow_person",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "jobTitle",
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
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "organization",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Person",
  "abstractKey": null
};
})();

(node as any).hash = "58d0519e25b548d581df8f3efdf210c0";

export default node;
