/**
 * @generated SignedSource<<285b21898e1299043e79fdbc64b565ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PersonDetailRouteQuery$variables = {
  id: string;
};
export type PersonDetailRouteQuery$data = {
  readonly person: {
    readonly " $fragmentSpreads": FragmentRefs<"PersonDetail_person" | "PersonEditPane_person" | "PersonSummaryPanel_person">;
  } | null | undefined;
};
export type PersonDetailRouteQuery = {
  response: PersonDetailRouteQuery$data;
  variables: PersonDetailRouteQuery$variables;
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
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v4 = {
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
    "name": "PersonDetailRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Person",
        "kind": "LinkedField",
        "name": "person",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PersonDetail_person"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PersonSummaryPanel_person"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PersonEditPane_person"
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
    "name": "PersonDetailRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Person",
        "kind": "LinkedField",
        "name": "person",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "jobTitle",
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rowId",
                "storageKey": null
              },
              (v2/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Address",
            "kind": "LinkedField",
            "name": "addresses",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "street",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "city",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "province",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "postal",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "country",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isPrimary",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phone",
            "storageKey": null
          },
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
            "name": "isLead",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isCustomer",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isLocked",
            "storageKey": null
          },
          (v4/*:: as any*/),
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
            "name": "lastName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "permission",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fullName",
                    "storageKey": null
                  },
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RecordSummary",
                "kind": "LinkedField",
                "name": "summary",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isFollowing",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Record",
            "abstractKey": "__isRecord"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4544c0caf9a9553a7bd5f4fd21cf6ee6",
    "id": null,
    "metadata": {},
    "name": "PersonDetailRouteQuery",
    "operationKind": "query",
    "text": "query PersonDetailRouteQuery(\n  $id: ID!\n) {\n  person(id: $id) {\n    ...PersonDetail_person\n    ...PersonSummaryPanel_person\n    ...PersonEditPane_person\n    id\n  }\n}\n\nfragment AddressList_addresses on Address {\n  id\n  description\n  street\n  city\n  province\n  postal\n  country\n  isPrimary\n}\n\nfragment FollowButton_record on Record {\n  __isRecord: __typename\n  id\n  summary {\n    isFollowing\n  }\n}\n\nfragment PersonDetail_person on Person {\n  name\n  jobTitle\n  description\n  createdAt\n  updatedAt\n  organization {\n    rowId\n    name\n    id\n  }\n  addresses {\n    ...AddressList_addresses\n    id\n  }\n}\n\nfragment PersonEditPane_person on Person {\n  id\n  firstName\n  lastName\n  jobTitle\n  phone\n  email\n  description\n  status\n  permission\n  isLocked\n}\n\nfragment PersonSummaryPanel_person on Person {\n  status\n  phone\n  email\n  isLead\n  isCustomer\n  isLocked\n  ...RecordSummaryPanel_record\n  ...RecordLock_record\n}\n\nfragment RecordLock_record on Record {\n  __isRecord: __typename\n  id\n  isLocked\n  permission\n}\n\nfragment RecordSummaryPanel_record on Record {\n  __isRecord: __typename\n  owner {\n    fullName\n    id\n  }\n  ...FollowButton_record\n}\n"
  }
};
})();

(node as any).hash = "38a5ce0c21bcb26d37e9fed65829f56c";

export default node;
