/**
 * @generated SignedSource<<c8218136f69e3c3297884445b2caa5d9>>
 * @relayHash 833f81ed3417f09fa0a2d8b252513879
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 50f5b5cc860cdb00ce3b963af1a4b2fb5dfb4bfc9faca585d21343ecaa1c40a0

import { ConcreteRequest } from 'relay-runtime';
export type ViewShareeType = "GROUP" | "USER" | "%future added value";
export type ShareViewInput = {
  id: string;
  shareeId: number;
  shareeType?: ViewShareeType | null | undefined;
};
export type ViewShareRouteShareMutation$variables = {
  input: ShareViewInput;
};
export type ViewShareRouteShareMutation$data = {
  readonly shareView: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly view?: {
      readonly id: string;
      readonly shares: ReadonlyArray<{
        readonly name: string;
        readonly rowId: number;
        readonly shareeType: ViewShareeType;
      }> | null | undefined;
    } | null | undefined;
  };
};
export type ViewShareRouteShareMutation = {
  response: ViewShareRouteShareMutation$data;
  variables: ViewShareRouteShareMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "shareView",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SavedView",
            "kind": "LinkedField",
            "name": "view",
            "plural": false,
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
                "concreteType": "ViewShare",
                "kind": "LinkedField",
                "name": "shares",
                "plural": true,
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
                    "name": "shareeType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ShareViewSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "ViewShareRouteShareMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ViewShareRouteShareMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "50f5b5cc860cdb00ce3b963af1a4b2fb5dfb4bfc9faca585d21343ecaa1c40a0",
    "metadata": {},
    "name": "ViewShareRouteShareMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ee71b8a382a300fc711838a06fefbda0";

export default node;
