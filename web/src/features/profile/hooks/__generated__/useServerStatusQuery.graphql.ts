/**
 * @generated SignedSource<<d766201d6733932bac8313812ecb8652>>
 * @relayHash f78bc24365d0975333b0fe762465df85
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8530ebed1c0a0749f40c0eecc0f3841e525cd605f6abddc10f4ca0777941ef15

import { ConcreteRequest } from 'relay-runtime';
export type useServerStatusQuery$variables = Record<PropertyKey, never>;
export type useServerStatusQuery$data = {
  readonly serverStatus: {
    readonly freeSupportDayCount: number;
    readonly liveChatOnline: boolean;
    readonly version: string;
  };
};
export type useServerStatusQuery = {
  response: useServerStatusQuery$data;
  variables: useServerStatusQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ServerStatus",
    "kind": "LinkedField",
    "name": "serverStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "liveChatOnline",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "freeSupportDayCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "version",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useServerStatusQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useServerStatusQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "8530ebed1c0a0749f40c0eecc0f3841e525cd605f6abddc10f4ca0777941ef15",
    "metadata": {},
    "name": "useServerStatusQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "09c4eaa0022833105e692b480913133f";

export default node;
