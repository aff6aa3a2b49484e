/** What went wrong, said as the first field the server refused says it, else by the error's code. */
export { failureOf } from "@/lib/field-failure";
