/**
 * @generated SignedSource<<d7a5582b4585d215d86489d1d2b52209>>
 * @relayHash a9124a9f30451a1c6e6766ceaaa220a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c6f1ab5d2a0fe7443f067402cd30e47ff876b464b9163ec93b8c6fb3441c950

import { ConcreteRequest } from 'relay-runtime';
export type PartyContactFieldsProvinceQuery$variables = {
  id: string;
};
export type PartyContactFieldsProvinceQuery$data = {
  readonly country: {
    readonly hasProvinceList: boolean;
    readonly regions: ReadonlyArray<{
      readonly code: string;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type PartyContactFieldsProvinceQuery = {
  response: PartyContactFieldsProvinceQuery$data;
  variables: PartyContactFieldsProvinceQuery$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasProvinceList",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PartyContactFieldsProvinceQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Country",
        "kind": "LinkedField",
        "name": "country",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Region",
            "kind": "LinkedField",
            "name": "regions",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PartyContactFieldsProvinceQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Country",
        "kind": "LinkedField",
        "name": "country",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Region",
            "kind": "LinkedField",
            "name": "regions",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7c6f1ab5d2a0fe7443f067402cd30e47ff876b464b9163ec93b8c6fb3441c950",
    "metadata": {},
    "name": "PartyContactFieldsProvinceQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7388948b98973d2c686c005f1535e0c1";

export default node;
