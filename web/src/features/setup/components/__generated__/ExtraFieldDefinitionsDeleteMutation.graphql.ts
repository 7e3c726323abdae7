/**
 * @generated SignedSource<<bc065e5cf55cdebd14a2cf912412ce02>>
 * @relayHash 572d7ef0af729a4dd7e4457862c97ec8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c2908ceba5de8d4a43cc29392932a9fbc25696dbce9957440d5b038b719b421

import { ConcreteRequest } from 'relay-runtime';
export type ExtraFieldDefinitionsDeleteMutation$variables = {
  id: string;
};
export type ExtraFieldDefinitionsDeleteMutation$data = {
  readonly deleteExtraFieldDefinition: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type ExtraFieldDefinitionsDeleteMutation = {
  response: ExtraFieldDefinitionsDeleteMutation$data;
  variables: ExtraFieldDefinitionsDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteExtraFieldDefinition",
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
    "name": "ExtraFieldDefinitionsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ExtraFieldDefinitionsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3c2908ceba5de8d4a43cc29392932a9fbc25696dbce9957440d5b038b719b421",
    "metadata": {},
    "name": "ExtraFieldDefinitionsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a5353c38b50c51b54cbfa23cfbf87dda";

export default node;
