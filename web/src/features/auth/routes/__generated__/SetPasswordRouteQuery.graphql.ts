/**
 * @generated SignedSource<<b8d653a5224d42fd4303c77ea5f4bdf9>>
 * @relayHash 51bbaba9133bf70a955faaff7a41ef73
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 45fa6daf7291b2c3e2234377455fa16ed681d1dc0d133fdad6c861f20921aa5e

import { ConcreteRequest } from 'relay-runtime';
export type SetPasswordRouteQuery$variables = {
  token: string;
};
export type SetPasswordRouteQuery$data = {
  readonly invitation: {
    readonly companyName: string;
    readonly email: string;
    readonly firstName: string;
  } | null | undefined;
};
export type SetPasswordRouteQuery = {
  response: SetPasswordRouteQuery$data;
  variables: SetPasswordRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "Invitation",
    "kind": "LinkedField",
    "name": "invitation",
    "plural": false,
    "selections": [
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
        "name": "firstName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "companyName",
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
    "name": "SetPasswordRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetPasswordRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "45fa6daf7291b2c3e2234377455fa16ed681d1dc0d133fdad6c861f20921aa5e",
    "metadata": {},
    "name": "SetPasswordRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "67510e879e32cf917cbbaf80285d9be7";

export default node;
