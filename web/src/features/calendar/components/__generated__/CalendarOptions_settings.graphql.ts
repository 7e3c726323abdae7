/**
 * @generated SignedSource<<9b6539bbefef9b68474a76ea1f201e67>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CalendarItems = "BOTH" | "EVENTS" | "TASKS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CalendarOptions_settings$data = {
  readonly hasFeed: boolean;
  readonly items: CalendarItems;
  readonly " $fragmentType": "CalendarOptions_settings";
};
export type CalendarOptions_settings$key = {
  readonly " $data"?: CalendarOptions_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalendarOptions_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalendarOptions_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "items",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasFeed",
      "storageKey": null
    }
  ],
  "type": "CalendarSettings",
  "abstractKey": null
};

(node as any).hash = "513a626f7aedbe523842605bbf364dc9";

export default node;
