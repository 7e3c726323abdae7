/**
 * @generated SignedSource<<a925b49d3d69b482ebadd6b9786fe52a>>
 * @relayHash 19aff2ddc3bef57090fdabd312b6de9a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7270fe0a0315f29411cadfd31f5dc486a03fceb721dc6e6da583eacdb32541cf

import { ConcreteRequest } from 'relay-runtime';
export type useListActionsUndoMutation$variables = {
  count: number;
};
export type useListActionsUndoMutation$data = {
  readonly undoDeletes: {
    readonly __typename: string;
    readonly message?: string;
    readonly restored?: ReadonlyArray<{
      readonly canOpen: boolean;
      readonly id: string;
      readonly name: string;
      readonly url: string | null | undefined;
    }>;
  };
};
export type useListActionsUndoMutation = {
  response: useListActionsUndoMutation$data;
  variables: useListActionsUndoMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "count"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "undoDeletes",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UndoneRecord",
            "kind": "LinkedField",
            "name": "restored",
            "plural": true,
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canOpen",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UndoDeletesSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useListActionsUndoMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useListActionsUndoMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7270fe0a0315f29411cadfd31f5dc486a03fceb721dc6e6da583eacdb32541cf",
    "metadata": {},
    "name": "useListActionsUndoMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fb0c6d67c153dcd84ef7fcb185990ca5";

export default node;
