/**
 * @generated SignedSource<<865cc1f90c8ef9b00caf0f168d06c2b8>>
 * @relayHash ebbe7fee976b697d953cf173791051fc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 98ff2aa0fee2a759ba947a2edeb421639c4c47b30c3db052575cabba60988aa5

import { ConcreteRequest } from 'relay-runtime';
export type UserAdminListResendMutation$variables = {
  id: string;
};
export type UserAdminListResendMutation$data = {
  readonly resendInvitation: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type UserAdminListResendMutation = {
  response: UserAdminListResendMutation$data;
  variables: UserAdminListResendMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v2 = [
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
    "name": "resendInvitation",
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
        "selections": (v1/*:: as any*/),
        "type": "InvitationSentSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
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
    "name": "UserAdminListResendMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserAdminListResendMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "98ff2aa0fee2a759ba947a2edeb421639c4c47b30c3db052575cabba60988aa5",
    "metadata": {},
    "name": "UserAdminListResendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f9ed0e3322bc44b125754db17fd24646";

export default node;
