/**
 * @generated SignedSource<<9c7cd3a2ef7dc3bbd82de241a315bfce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RecordPermission = "LOCK" | "READ" | "WRITE" | "%future added value";
export type ShareeType = "GROUP" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ShareSection_record$data = {
  readonly id: string;
  readonly permission: RecordPermission;
  readonly shares: ReadonlyArray<{
    readonly accessLevel: RecordPermission;
    readonly id: string;
    readonly name: string;
    readonly objectAccess: ReadonlyArray<{
      readonly access: RecordPermission;
      readonly objectName: string;
    }>;
    readonly shareeType: ShareeType;
  }>;
  readonly " $fragmentType": "ShareSection_record";
};
export type ShareSection_record$key = {
  readonly " $data"?: ShareSection_record$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShareSection_record">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShareSection_record",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "permission",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Share",
      "kind": "LinkedField",
      "name": "shares",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shareeType",
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
          "name": "accessLevel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ObjectAccess",
          "kind": "LinkedField",
          "name": "objectAccess",
          "plural": true,
          "selections": [
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
              "name": "access",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Record",
  "abstractKey": "__isRecord"
};
})();

(node as any).hash = "e7781de8e6f29f92dbb81efe1fb5820a";

export default node;
