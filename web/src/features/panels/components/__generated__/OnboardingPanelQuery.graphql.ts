/**
 * @generated SignedSource<<ec52bb6af5ae7af99ae4d855df1f6379>>
 * @relayHash 0c05304a57c15f973aa237c8c057e59b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 658ab0ec33721bcc0050de8c9c1ed1414553035f071830a11c86b341629f40df

import { ConcreteRequest } from 'relay-runtime';
export type OnboardingPanelQuery$variables = {
  feature: string;
};
export type OnboardingPanelQuery$data = {
  readonly viewer: {
    readonly onboarding: {
      readonly feature: string;
      readonly features: ReadonlyArray<string>;
      readonly sections: ReadonlyArray<{
        readonly items: ReadonlyArray<{
          readonly isCompleted: boolean;
          readonly isModal: boolean;
          readonly isVideo: boolean;
          readonly url: string;
          readonly value: string;
        }>;
        readonly value: string;
      }>;
    };
  } | null | undefined;
};
export type OnboardingPanelQuery = {
  response: OnboardingPanelQuery$data;
  variables: OnboardingPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "feature"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "feature",
      "variableName": "feature"
    }
  ],
  "concreteType": "OnboardingChecklist",
  "kind": "LinkedField",
  "name": "onboarding",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "feature",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "features",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OnboardingSection",
      "kind": "LinkedField",
      "name": "sections",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "OnboardingItem",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isCompleted",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isVideo",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isModal",
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
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OnboardingPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "OnboardingPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    "id": "658ab0ec33721bcc0050de8c9c1ed1414553035f071830a11c86b341629f40df",
    "metadata": {},
    "name": "OnboardingPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f09da3a517309bf6efb46eb169ef5258";

export default node;
