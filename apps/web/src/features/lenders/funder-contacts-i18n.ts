import { i18next } from "@/lib/i18n";
import "@/lib/i18n/field-messages";

// My funders (issue 39, docs/decisions/068-outside-funders.md): the brokerage's own funders, not on
// the portal, and choosing them when sending a deal. Loaded with the Lenders page and the deal's
// page, not with the log-in page (docs/decisions/005-log-in-page-budget.md).
export const funderContactsEn = {
  tabs: "Lenders",
  directoryTab: "On the portal",
  tab: "My funders",
  intro:
    "Funders you work with that are not on the portal. You send them deals by a secure link by email, and their questions and offers come back to the deal like any funder's.",
  empty:
    "No funders of your own yet. Add the funders you work with outside the portal to send them deals by a secure link: no documents in mail, and their answers in the same place as the others'.",
  add: "Add a funder",
  edit: "Edit",
  delete: "Delete",
  editNamed: "Edit {{company}}",
  deleteNamed: "Delete {{company}}",
  people: "People",
  products: "Products",
  anyProduct: "Products not given",
  criteria: "Criteria",
  noCriteria: "No criteria entered: deals are not matched against it.",
  joined: "Joined the portal",
  sent_one: "{{count}} deal sent",
  sent_other: "{{count}} deals sent",
  readOnly: "Owners, admins and managers add and edit these funders; you can send deals to them.",
  deleteTitle: "Delete {{company}}?",
  deleteBody: "It leaves My funders, with the criteria entered for it.",
  deleteConfirm: "Delete",
  keep: "Keep it",
  stillInUse: "Deals were sent to this funder: it stays in your list.",
  deleted: "{{company}} deleted",
  saved: "{{company}} saved",
  settings: {
    title: "Secure links",
    linkDays: "Links expire after (days)",
    hint: "A link sent to an outside funder stops opening after this many days (1 to 90); it can be renewed from the deal.",
    current_one: "Links expire after {{count}} day.",
    current_other: "Links expire after {{count}} days.",
    save: "Save",
    saved: "Links now expire after the days set",
  },
  form: {
    newTitle: "Add a funder",
    editTitle: "Edit {{company}}",
    back: "My funders",
    company: "Company",
    people: "People",
    peopleHint:
      "Each person gets the secure link and may answer from it with a code sent to their address. Up to 10.",
    person: "Person {{n}}",
    name: "Name",
    email: "Email",
    phone: "Phone",
    addPerson: "Add a person",
    removePerson: "Remove person {{n}}",
    products: "Products it funds",
    notes: "Notes",
    notesHint: "For your team only: the funder never sees them.",
    criteria: "Criteria (optional)",
    withCriteria: "Enter the criteria it lends on",
    withCriteriaHint:
      "Deals are then matched against them like a listing on the portal. Without criteria you can still send it deals.",
    criteriaLegend: "What it lends on",
    criteriaHint: "Leave a criterion empty when the funder does not limit on it.",
    save: "Save funder",
  },
  send: {
    title: "My funders",
    intro: "Your own funders get the deal by a secure link by email.",
    outside: "Outside funder · by secure link",
    onPortal: "On the portal as {{name}}: send there instead",
    choosePortal: "Choose {{name}}",
    noPortalListing: "On the portal as {{name}}, which has no published listing yet",
    none: "No funders of your own yet.",
    add: "Add one under Lenders",
  },
};

i18next.addResourceBundle(
  "en",
  "translation",
  { ui: { funderContacts: funderContactsEn } },
  true,
  false,
);
