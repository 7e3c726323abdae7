/**
 * @generated SignedSource<<f8236a201b01a783496b30e9ff15c7d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StreamItem_record$data = {
  readonly __typename: string;
  readonly body?: string | null | undefined;
  readonly comments?: ReadonlyArray<{
    readonly attachments: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly url: string;
    }>;
    readonly authorName: string;
    readonly body: string;
    readonly createdAt: string;
    readonly id: string;
    readonly marksComplete: boolean;
  }>;
  readonly id: string;
  readonly isNextActionCompleted?: boolean;
  readonly name: string;
  readonly owner: {
    readonly fullName: string;
  } | null | undefined;
  readonly rowId: number;
  readonly url: string;
  readonly " $fragmentType": "StreamItem_record";
};
export type StreamItem_record$key = {
  readonly " $data"?: StreamItem_record$data;
  readonly " $fragmentSpreads": FragmentRefs<"StreamItem_record">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StreamItem_record",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__typename",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rowId",
      "storageKey": null
    },
    (v1/*:: as any*/),
    (v2/*:: as any*/),
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
      "kind": "InlineFragment",
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isNextActionCompleted",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StatusUpdateComment",
          "kind": "LinkedField",
          "name": "comments",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "marksComplete",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "authorName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "createdAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Attachment",
              "kind": "LinkedField",
              "name": "attachments",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                (v2/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "type": "StatusUpdate",
      "abstractKey": null
    }
  ],
  "type": "Record",
  "abstractKey": "__isRecord"
};
})();

(node as any).hash = "86a4228dc43ac3f4f0f0dd3c44b4a606";

export default node;
