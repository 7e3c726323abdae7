/**
 * Detail URLs carry the row id, as the old client's did (`/organization/detail/12`, also what the api's
 * notification links and `Record.url` use). The schema's `organization(id:)` takes a global id, which by the Relay
 * convention the bff follows is base64("Organization:<rowId>"). A value that is not a row id is passed through, so a
 * global id in the URL works too.
 */
export function organizationIdFromParam(param: string | undefined): string {
  const value = (param ?? '').trim();
  return /^\d+$/.test(value) ? btoa(`Organization:${value}`) : value;
}
