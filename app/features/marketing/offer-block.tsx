import type { Offer } from "~/content/marketing";
import { CheckoutButton } from "~/features/checkout/checkout-button";
import { CheckList } from "./check-list";

/** product.md §1.11 Coaching offer block: what it is, how long, what is included, and Book Now. */
export function OfferBlock({ offer }: { offer: Offer }) {
  return (
    <article
      aria-labelledby={`offer-${offer.id}`}
      className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm"
    >
      <div>
        <p className="font-semibold text-primary">{offer.length}</p>
        <h3 id={`offer-${offer.id}`} className="mt-1 text-2xl">
          {offer.title}
        </h3>
      </div>
      <p className="text-lg">{offer.summary}</p>
      <CheckList lines={offer.includes} className="flex-1" />
      <CheckoutButton
        buttonText="Book Now"
        accessibleName={`Book Now: ${offer.title}`}
        size="lg"
        className="self-start"
        {...("options" in offer.checkout
          ? { options: offer.checkout.options }
          : { paymentUrl: offer.checkout.paymentUrl })}
      />
    </article>
  );
}
