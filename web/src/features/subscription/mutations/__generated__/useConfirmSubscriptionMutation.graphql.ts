/**
 * @generated SignedSource<<2cea0f122f1545ad33be0fe4512a9511>>
 * @relayHash 816cb07b1e937b69a479b1f311e201d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a442009bef7f7bd5a6e5297da337c8c07bd5eb55c14a0ef938c776505fd442ec

import { ConcreteRequest } from 'relay-runtime';
export type Extension = "ALL" | "CRM" | "PROJECT" | "SUPPORT" | "%future added value";
export type PaymentInterval = "MONTHLY" | "YEARLY" | "%future added value";
export type ConfirmSubscriptionInput = {
  billing: SubscriptionBillingInput;
  freeUserIds?: ReadonlyArray<string> | null | undefined;
  inactiveUserIds?: ReadonlyArray<string> | null | undefined;
  paymentInterval: PaymentInterval;
  sections: ReadonlyArray<SubscriptionSectionInput>;
};
export type SubscriptionBillingInput = {
  cardNumber?: string | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  expiry?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  street?: string | null | undefined;
  verification?: string | null | undefined;
};
export type SubscriptionSectionInput = {
  role: Extension;
  selectedUserIds: ReadonlyArray<string>;
  userIds: ReadonlyArray<string>;
};
export type useConfirmSubscriptionMutation$variables = {
  input: ConfirmSubscriptionInput;
};
export type useConfirmSubscriptionMutation$data = {
  readonly confirmSubscription: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly total?: number;
  };
};
export type useConfirmSubscriptionMutation = {
  response: useConfirmSubscriptionMutation$data;
  variables: useConfirmSubscriptionMutation$variables;
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
    "name": "confirmSubscription",
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
            "kind": "ScalarField",
            "name": "total",
            "storageKey": null
          }
        ],
        "type": "ConfirmSubscriptionSuccess",
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
    "name": "useConfirmSubscriptionMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConfirmSubscriptionMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "a442009bef7f7bd5a6e5297da337c8c07bd5eb55c14a0ef938c776505fd442ec",
    "metadata": {},
    "name": "useConfirmSubscriptionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "af52856754d7ff0496e63ba725520964";

export default node;
