/**
 * @generated SignedSource<<52b21aa0a132f228b0cb7b3bdca9b08e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DashboardChartType = "FUNNEL" | "GAUGE" | "NONE" | "PIE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type Dashboard_query$data = {
  readonly homeDashboards: {
    readonly current: {
      readonly id: string;
      readonly isDefault: boolean;
      readonly name: string;
      readonly views: ReadonlyArray<{
        readonly chart: {
          readonly " $fragmentSpreads": FragmentRefs<"ChartView_data">;
        } | null | undefined;
        readonly chartType: DashboardChartType;
        readonly display: boolean;
        readonly id: string;
        readonly name: string;
        readonly objectName: string;
        readonly sectionLabel: string;
        readonly urlSegment: string;
        readonly viewName: string;
        readonly viewRowId: number;
      }>;
    };
    readonly dashboards: ReadonlyArray<{
      readonly id: string;
      readonly isDefault: boolean;
      readonly name: string;
    }>;
    readonly sections: ReadonlyArray<{
      readonly label: string;
      readonly objectName: string;
    }>;
  };
  readonly " $fragmentType": "Dashboard_query";
};
export type Dashboard_query$key = {
  readonly " $data"?: Dashboard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"Dashboard_query">;
};

import DashboardRefetchQuery_graphql from './DashboardRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "objectName",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
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
  "name": "isDefault",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "dashboardId"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": DashboardRefetchQuery_graphql
    }
  },
  "name": "Dashboard_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "id",
          "variableName": "dashboardId"
        }
      ],
      "concreteType": "HomeDashboards",
      "kind": "LinkedField",
      "name": "homeDashboards",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DashboardSection",
          "kind": "LinkedField",
          "name": "sections",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Dashboard",
          "kind": "LinkedField",
          "name": "dashboards",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Dashboard",
          "kind": "LinkedField",
          "name": "current",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "DashboardView",
              "kind": "LinkedField",
              "name": "views",
              "plural": true,
              "selections": [
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "sectionLabel",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "urlSegment",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "viewRowId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "viewName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "chartType",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "display",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ChartData",
                  "kind": "LinkedField",
                  "name": "chart",
                  "plural": false,
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ChartView_data"
                    }
                  ],
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "1445dee87f3e6847e920f9add02a5697";

export default node;
