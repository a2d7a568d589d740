/**
 * The payment link for a checkout button. When a member is signed in, the link carries her
 * id as `client_reference_id` (and her email, prefilled), so the payment webhook grants
 * premium to the right account even if she pays with another email.
 */
export function checkoutUrl(paymentUrl: string, member: { id: string; email: string } | null): string {
  if (!member) return paymentUrl;
  const url = new URL(paymentUrl);
  url.searchParams.set("client_reference_id", member.id);
  url.searchParams.set("prefilled_email", member.email);
  return url.toString();
}
