/**
 * What is wrong with a form field and what is allowed, one message per rule (issue 14: "This value
 * is not valid" said neither). Kept apart from `messages` so the log-in page does not carry them:
 * the web loads them with the forms (apps/web/src/lib/i18n/field-messages.ts). Limits are the
 * schemas' own.
 */
export const fieldMessages = {
  legalNameRequired: "Enter the business's legal name (up to 200 characters).",
  ownerNameRequired: "Enter the owner's full name.",
  ownershipRange: "Enter the owner's share as a percentage from 0.01 to 100, e.g. 60.",
  creditScoreRange: "Enter a credit score as a whole number from 300 to 900, or leave it empty.",
  entityTypeRequired: "Choose the kind of business.",
  productRequired: "Choose a product.",
  currencyRequired: "Choose a currency.",
  amountNumber: "Enter the amount as a number above 0, e.g. 250000.",
  moneyNumber: "Enter an amount as a number, e.g. 12500, or leave it empty.",
  purposeRequired: "Say what the money is for (up to 2,000 characters).",
  termMonthsRange: "Enter the term in whole months, from 1 to 600.",
  propertyTypeRequired: "Choose the type of property.",
  propertyAddressRequired: "Enter the property's address.",
  propertyValueNumber: "Enter the property's value as a number, e.g. 450000.",
  occupancyChoice: "Choose how the property is occupied.",
  propertyRequired:
    "A secured product needs the property: give its type, address and value on the borrower.",
  regionChoice: "Choose the region from the list for the business's country.",
  regionNotInCountry: "Choose a region of the business's country (the list shows them).",
  regionNeedsCountry: "Choose the business's country before its region, or leave the region out.",
  advanceFunderRequired: "Name the funder of each existing advance.",
  advanceBalanceNumber: "Enter what is still owed on the advance as a number, e.g. 12500.",
  tooManyAdvances: "List at most 20 existing advances.",
  advancesTotalMismatch:
    "The total owed on existing advances must be the sum of the advances listed; leave it out to have it added up.",
  listingNameRequired: "Give the listing a name (up to 200 characters).",
  percentRange: "Enter a percentage from 0 to 100, e.g. 2.5.",
  ratePercent: "Enter a yearly rate as a percentage from 0 to 1,000, e.g. 12.5.",
  factorRange: "Enter a factor from 1.00 to 3.00, e.g. 1.25.",
  rateOrFactor: "Give a rate or a factor.",
  hoursRange: "Enter whole hours, from 1 to 2,160 (90 days).",
  creditScoreMinimum: "Enter a minimum credit score from 300 to 900.",
  monthsInBusiness: "Enter whole months, from 0 to 1,200.",
  positionsRange: "Enter a whole number of positions, from 0 to 20.",
  propertyTypeChoice: "Choose property types from the list.",
  ltvRange: "Enter a loan-to-value percentage above 0 and up to 200, e.g. 75.",
  dscrRange: "Enter a debt service coverage ratio above 0, e.g. 1.25.",
  documentTypeChoice: "Choose document types from the list.",
  statementColumnRequired: "Choose a column for each of these.",
  statementColumnsOneWay: "Choose one amount column, or money out and money in, not both.",
  countryChoice: "Choose countries from the list.",
  regionCodes: "Enter regions as ISO 3166-2 codes such as GB-SCT or US-TX, separated by commas.",
  regionOutsideCountries:
    "A region must be in one of the countries chosen (GB-SCT needs United Kingdom).",
  regionsRequired: "Choose at least one region, or choose All regions to lend in every region.",
  regionServedAndExcluded:
    "A region cannot be both served and excluded: take it out of one of the two lists.",
  industryChoice: "Choose industries from the list.",
  productsRequired: "Choose products from the list, at least one.",
  fundingDaysRange: "Enter whole working days, from 0 to 365, or leave it empty.",
  paymentFrequencyChoice: "Choose how often the business pays: daily, weekly or monthly.",
  noteRequired: "Write a message (up to 2,000 characters).",
  declineReasonChoice: "Choose why you decline.",
  responseTargetRange: "Enter a response target in whole hours, from 1 to 720, or leave it empty.",
  conditionsTooLong: "Write the conditions in up to 2,000 characters.",
  offerExpiryDate: "Enter the date the offer expires, after today (YYYY-MM-DD), or leave it empty.",
  regionNameRequired: "Name the region (up to 100 characters), e.g. United Kingdom or DACH.",
  teamNameRequired: "Name the team (up to 100 characters), e.g. London North.",
  regionRequired: "Choose the region the team works in.",
  salesRoleChoice: "Choose a sales role from the list.",
  teamRoleChoice: "Choose admin or member (the owner hands over from their own account).",
  teamForRole: "A team manager or team member needs a team.",
  regionForRole: "A country manager needs a region.",
  managerChoice: "Choose a manager among the organization's other members, or none.",
  tooManyInvites: "You cannot add more than 25 members at a time.",
  invitesRequired: "Enter at least one email address.",
  chooseSomeone: "Choose at least one member or invitation.",
  notYourself: "You cannot remove yourself or the owner; the owner hands over first.",
  cannotDisable: "You cannot disable yourself or the owner.",
  handOverTo: "Choose an active member of your organization to hand over to.",
  // Refusals only signed-in pages show (the app shell loads these messages: decision 005).
  dealWithdrawn:
    "The broker withdrew this deal: its details and documents are no longer available to you.",
  funderNotApproved:
    "Your funder account is waiting for approval. Listings can be published once an operator approves it.",
  notYourMove:
    "Only a funder's answer or the CRM moves a deal to that state: submit it, withdraw it, or accept an offer.",
  officeFileTooLarge:
    "This Word or Excel file holds too much once unpacked. Split it, or upload it as a PDF.",
  officeFileDamaged: "This Word or Excel file is damaged. Save it again, or upload it as a PDF.",
  notABankStatement:
    "This document is not filed as a bank statement. Change its type to bank statement to read it.",
  statementsUnreadable:
    "These statements could not be put together. Read them again, or upload the PDF or CSV your bank exports.",
  ownerMustHandOver: "Hand the organization over to another member before deleting your account.",
  changedMeanwhile: "This changed since you opened it. Reload and try again.",
  invalidTransition: "This deal cannot move to that state now.",
  referenceAmbiguous:
    "Several organizations have a deal with this reference: name the deal by its id.",
  alreadySent: "This deal was already sent to that funder.",
  // Offers (docs/decisions/048-revising-and-withdrawing-offers.md).
  offerExists: "You already have an offer on this deal: revise it or withdraw it.",
  offerExpired: "This offer has expired: ask the funder to revise it before you accept.",
  notAssignable:
    "Only a member of your organization can hold this deal, and only a manager can give it to someone else.",
  noOffer: "There is no offer standing on this deal to revise or withdraw.",
  offerUnchanged: "Change at least one term to revise the offer.",
  offerAccepted: "The broker accepted this offer: it can no longer be revised or withdrawn.",
  offerChanged:
    "The funder changed or withdrew this offer since you opened it: read it again before accepting.",
  chooseIndustry: "Choose the borrower's industry from the list.",
  minAboveMax: "The minimum is above the maximum",
  reasonRequired: "Give a reason",
  // The team pages' refusals (error codes whose pages load these messages).
  viewOnly: "You are viewing the portal as a member: nothing can be changed.",
  viewEnded: "The view as a member has ended.",
  viewWhom: "Choose another member of your organization to view as.",
  viewOwner: "The owner's portal cannot be viewed.",
  viewPrivate: "A member's private details are not shown in a view.",
  nameTaken: "That name is already used in your organization.",
  stillInUse: "Move its people and teams elsewhere first.",
  alreadyInOrganization:
    "Your organization holds work that joining would delete (listed on the invitation). Nothing was changed: finish or hand over that work first, or stay.",
  // Learn's refusals (docs/decisions/040-training-gate.md): only signed-in pages show them, so they
  // are here rather than in `messages`, which the log-in page carries (its budget, decision 005).
  trainingRequired:
    "Pass this product's training in Learn before submitting the deal or sending it to funders.",
  // Sending a draft with facts not yet known (docs/decisions/075-drafts-with-unknown-facts.md).
  factsNeeded:
    "The funders you chose judge facts this deal does not give yet: fill them in, then send.",
  attemptsCooldown:
    "You have used your attempts at this quiz. Read the lessons again and try after the cool-down.",
  attemptClosed: "This attempt was already submitted. Start a new attempt.",
  productHasCourse: "Another course already covers this product: change that course instead.",
  // Billing's refusals (docs/decisions/041-billing.md).
  billingReadOnly:
    "Your organization's free trial or plan has ended: everything stays visible, but nothing can be added or changed until an owner or admin chooses a plan in Billing.",
  billingOff: "Billing is not set up on this portal.",
  notBilled: "Funders and operators are not billed.",
  alreadySubscribed:
    "Your organization already has a plan: change it, the card or the address with Manage billing.",
  noSubscription: "Your organization has no plan yet: choose monthly or yearly first.",
  billingUnavailable: "The payment provider did not answer. Try again in a minute.",
  // Getting started (issue 34): put away only once every step is done.
  gettingStartedOpen: "Finish every step of Getting started before putting it away.",
  // The board's saved views (issue 34).
  savedViewNameTaken: "You already have a view with this name: choose another.",
  savedViewLimit: "You have 20 saved views, the most you can keep: delete one to save another.",
  // A conversation per deal and funder (issue 34).
  messageRequired: "Write a message (up to 4,000 characters).",
  messageTooLong: "A message can be up to 4,000 characters: shorten it or send it in two.",
  messageInvalidCharacter: "The message contains a character that cannot be sent: remove it.",
  attachmentsTooMany: "Attach up to 10 documents to a message.",
  attachmentNotOfDeal: "Attach only documents of this deal.",
  threadClosed: "This conversation is closed: no new messages can be written.",
  // Learn: course authoring (docs/decisions/040-training-gate.md).
  courseTitleRequired: "Give the course a title (up to 200 characters).",
  courseSummaryRequired: "Say what the course covers (up to 2,000 characters).",
  courseMinutesRange: "Enter the estimated minutes as a whole number from 1 to 600.",
  passMarkRange: "Enter the pass mark as a whole percentage from 1 to 100.",
  courseProductsRequired: "Choose the products the course accredits, each once.",
  courseLessonsCount: "Give the course from 1 to 30 lessons.",
  courseQuestionsCount: "Give the quiz from 1 to 50 questions.",
  lessonTitleRequired: "Give the lesson a title (up to 200 characters).",
  lessonBodyRequired: "Write the lesson (up to 40,000 characters).",
  questionKindChoice: "Choose single or multiple choice.",
  questionPromptRequired: "Write the question (up to 1,000 characters).",
  questionChoicesCount: "Give the question from 2 to 8 choices.",
  choiceTextRequired: "Write the choice (up to 500 characters).",
  questionAnswerKey:
    "Mark the right choices: exactly one for single choice, at least one for multiple choice.",
  // News (docs/decisions/036-news.md).
  newsTitleRequired: "Give the post a title (up to 200 characters).",
  newsBodyRequired: "Write the post (up to 20,000 characters).",
  newsAudienceChoice:
    "Choose who the post is for: the whole platform, organization, region or team.",
  // The commission wallet (docs/decisions/037-commission-wallet.md).
  walletNote: "Write a note of up to 500 characters (a correction needs one).",
  walletPerson: "Choose a member of your organization.",
  walletMonth: "Choose a month (YYYY-MM).",
  walletAmount: "Enter an amount other than 0, up to 10,000,000,000,000.00.",
  clawbackReason: "Choose why: the deal defaulted or was refinanced early.",
  overrideRange: "Enter a percentage from 0 to 50.",
  overrideTotal: "The overrides together may be at most 50 % of a broker's share.",
  clawbackDaysRange: "Enter a number of days from 0 to 3650.",
  splitShareRange: "Each share is a percentage above 0 and up to 100.",
  splitsTooMany: "Split between at most 10 people.",
  splitsTwice: "Each person may have one share only.",
  splitsTotal: "The shares must add up to 100 %.",
  splitsNotMember: "Share only with active members of your organization.",
  clawbackPeriodOver:
    "The clawback period of this deal is over: its commission can no longer be clawed back.",
  notFunded: "The deal has no earned commission yet: it is not funded.",
  moreThanLeft: "That is more than is left to record (see the balances).",
  correctionOfCorrection: "Correct the original entry, not a correction.",
  // Leads (docs/decisions/044-leads.md)
  leadNameRequired: "Enter the contact's name (up to 200 characters).",
  leadContactRequired: "Give an email address or a phone number.",
  leadTransition: "This lead cannot move to that state now.",
  csvTooLarge: "The file is too large: import at most 512 KB at a time.",
  csvTooManyRows: "The file has too many rows: import at most 1,000 leads at a time.",
  csvHeader: "The first row must name the columns, with contact_name and email or phone.",
  // Outside funders and their secure links (docs/decisions/068-outside-funders.md)
  contactCompanyRequired: "Enter the funder's company name (up to 200 characters).",
  contactNameRequired: "Enter the person's name (up to 200 characters).",
  contactPeopleRequired: "Add at least one person with an email address.",
  contactPeopleTooMany: "Add at most 10 people.",
  contactEmailTwice: "This address is already listed for this funder.",
  linkDaysRange: "Enter a number of days from 1 to 90.",
  linkCodeFormat: "Enter the 6-digit code from the email.",
  linkEnded: "This link no longer opens. Ask the broker who sent it for a new one.",
  linkCodeWrong: "That code is not right or has expired. Ask for a new code.",
  codeRequired: "Enter the code we emailed you to open this deal.",
  linkNoAttachments: "A message from a link cannot attach documents: ask the broker to share them.",
  // Deleting one's account: the address typed to confirm (docs/decisions/010-account-deletion.md)
  typeEmailAsShown: "Type your email address exactly as shown",
} as const;

export type FieldMessageKey = keyof typeof fieldMessages;

export function isFieldMessageKey(value: string): value is FieldMessageKey {
  return Object.hasOwn(fieldMessages, value);
}
