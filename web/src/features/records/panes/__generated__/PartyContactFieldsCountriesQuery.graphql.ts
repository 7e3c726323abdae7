/**
 * @generated SignedSource<<00969824428892b0ae829a4e7a20bbe8>>
 * @relayHash bab92b43d849ece7f76151020beefdc5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c7d634819a360303a0e644a0c230a91a53a89db3c597564e3a2bc22d2a08a74

import { ConcreteRequest } from 'relay-runtime';
export type PartyContactFieldsCountriesQuery$variables = Record<PropertyKey, never>;
export type PartyContactFieldsCountriesQuery$data = {
  readonly countries: ReadonlyArray<{
    readonly name: string;
    readonly postalLabel: string;
    readonly provinceLabel: string;
    readonly rowId: number;
  }>;
};
export type PartyContactFieldsCountriesQuery = {
  response: PartyContactFieldsCountriesQuery$data;
  variables: PartyContactFieldsCountriesQuery$variables;
};

const node: ConcreteRequest = (function(){
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
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "provinceLabel",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "postalLabel",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PartyContactFieldsCountriesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Country",
        "kind": "LinkedField",
        "name": "countries",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PartyContactFieldsCountriesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Country",
        "kind": "LinkedField",
        "name": "countries",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6c7d634819a360303a0e644a0c230a91a53a89db3c597564e3a2bc22d2a08a74",
    "metadata": {},
    "name": "PartyContactFieldsCountriesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2f0e1d0ae50a8b714909fd5093fd5f2d";

export default node;
