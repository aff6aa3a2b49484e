import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { Card, PageTitle } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { useToast } from "@/components/ui/toast";
import { useFunderContact } from "@/features/lenders/api/funder-contacts-api";
import { FunderContactForm } from "@/features/lenders/components/funder-contact-form";
import { FunderContactList } from "@/features/lenders/components/funder-contact-list";
import "@/features/lenders/funder-contacts-i18n";

// My funders (issue 39) under Lenders, in the Lenders chunk (lenders.tsx routes `/lenders/mine/*`).
const myFundersPath = "/lenders?tab=mine";
const newPath = "/lenders/mine/new";
const editPath = (id: string) => `/lenders/mine/${encodeURIComponent(id)}`;

/** The Lenders page's My funders tab. */
export function MyFunders() {
  return <FunderContactList editPath={editPath} newPath={newPath} />;
}

function Back() {
  const { t } = useTranslation();
  return (
    <Link className="text-primary underline" to={myFundersPath}>
      {t("ui.funderContacts.form.back")}
    </Link>
  );
}

/** `/lenders/mine/new`: a funder of the brokerage's own. */
export function NewFunderContact() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <>
      <PageTitle title={t("ui.funderContacts.form.newTitle")}>
        <Back />
      </PageTitle>
      <Card>
        <FunderContactForm
          onSaved={(saved) => {
            toast("success", t("ui.funderContacts.saved", { company: saved.company }));
            void navigate(myFundersPath);
          }}
        />
      </Card>
    </>
  );
}

/** `/lenders/mine/{id}`: one of them, edited. */
export function EditFunderContact({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const contact = useFunderContact(id);
  return (
    <>
      <PageTitle
        title={
          contact.data
            ? t("ui.funderContacts.form.editTitle", { company: contact.data.company })
            : t("ui.funderContacts.tab")
        }
      >
        <Back />
      </PageTitle>
      <QueryState query={contact}>
        {(found) => (
          <Card>
            {/* A new form per version read: its fields start from that version. */}
            <FunderContactForm
              key={`${found.id}@${found.version}`}
              contact={found}
              onSaved={(saved) => {
                toast("success", t("ui.funderContacts.saved", { company: saved.company }));
                void navigate(myFundersPath);
              }}
            />
          </Card>
        )}
      </QueryState>
    </>
  );
}
