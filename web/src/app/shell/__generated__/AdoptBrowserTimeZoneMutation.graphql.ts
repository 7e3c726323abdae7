/**
 * @generated SignedSource<<a876320b5824a8a19961c6a25a428053>>
 * @relayHash 47d73d708e1290bfafac4b895ed6186e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 32ae5bf96802c3fe5e551a2fb833df7b3aafe8353c8d5871992d6b70cc5515f5

import { ConcreteRequest } from 'relay-runtime';
export type UpdatePreferencesInput = {
  calendarStartDay?: number | null | undefined;
  modalSize?: string | null | undefined;
  sessionTimeout?: number | null | undefined;
  streamFilterOption?: string | null | undefined;
  timeZone?: string | null | undefined;
};
export type AdoptBrowserTimeZoneMutation$variables = {
  input: UpdatePreferencesInput;
};
export type AdoptBrowserTimeZoneMutation$data = {
  readonly updatePreferences: {
    readonly __typename: string;
  };
};
export type AdoptBrowserTimeZoneMutation = {
  response: AdoptBrowserTimeZoneMutation$data;
  variables: AdoptBrowserTimeZoneMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
    "name": "updatePreferences",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
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
    "name": "AdoptBrowserTimeZoneMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdoptBrowserTimeZoneMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "32ae5bf96802c3fe5e551a2fb833df7b3aafe8353c8d5871992d6b70cc5515f5",
    "metadata": {},
    "name": "AdoptBrowserTimeZoneMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bb882fd35569b87fc9a8d6bef7b55204";

export default node;
