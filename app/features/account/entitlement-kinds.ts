// What an entitlement can be: the schema's closed list, client-safe (app/db/kinds.ts).
export { ENTITLEMENT_KINDS, type EntitlementKind } from "~/db/kinds";
