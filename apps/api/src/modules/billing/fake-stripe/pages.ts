// The fake's browser pages: checkout, billing portal and hosted invoices.
import type { IncomingMessage, ServerResponse } from "node:http";
import { checkoutRoute } from "./checkout";
import { date, escape, money, page, send } from "./html";
import { portalRoute } from "./portal";
import type { Obj, Store } from "./store";

function invoicePage(store: Store, res: ServerResponse, id: string): void {
  const invoice = store.get<Obj>(id, "invoice");
  if (!invoice) return send(res, 404, page("Not found", "<h1>This invoice does not exist</h1>"));
  const amount = money(Number(invoice.total), String(invoice.currency));
  send(
    res,
    200,
    page(
      `Invoice ${String(invoice.number)}`,
      `<h1>Invoice ${escape(String(invoice.number))}</h1>
<dl><dt>Status</dt><dd>Paid</dd>
<dt>Amount paid</dt><dd>${amount}</dd>
<dt>Date</dt><dd>${date(Number(invoice.created))}</dd>
<dt>Period</dt><dd>${date(Number(invoice.period_start))} to ${date(Number(invoice.period_end))}</dd></dl>`,
    ),
  );
}

/** Serves a page; false when `pathname` is none of them. */
export async function handlePage(
  store: Store,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<boolean> {
  const [, kind, id, action, extra] = pathname.split("/");
  if (!id || extra !== undefined) return false;
  if (kind === "checkout" && action === undefined) await checkoutRoute(store, req, res, id);
  else if (kind === "portal") await portalRoute(store, req, res, { id, action });
  else if (kind === "invoice" && action === undefined && req.method === "GET")
    invoicePage(store, res, id);
  else return false;
  return true;
}
