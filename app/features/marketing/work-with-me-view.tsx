import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ExternalLinkButton } from "~/components/ui/external-link-button";
import { ShieldCheckIcon } from "~/components/ui/icons/shield-check";
import { VideoIcon } from "~/components/ui/icons/video";
import type { Offer } from "~/content/marketing";
import type { Marketing } from "~/content/marketing-schema";
import type { SiteConfig } from "~/content/site-schema";
import { CheckoutButton } from "~/features/checkout/checkout-button";
import { DemoMediaView } from "~/features/media/demo-media";
import type { DemoMedia } from "~/features/media/demo-media-types";
import { CheckList } from "./check-list";
import { OfferBlock } from "./offer-block";
import { Testimonials } from "./testimonials";

export type WorkWithMeViewProps = {
  site: SiteConfig;
  marketing: Pick<
    Marketing,
    "guarantee" | "remoteCoachingIncludes" | "workWithMeTestimonials" | "mobilityReelUrl"
  >;
  offers: Offer[];
  /** product.md §6.4: whether face-to-face training has resumed, and the date it does. */
  running: boolean;
  resumesOn: string;
  /** The mobility reel: the public clip of the library entry the coach chose (issue 38). */
  reel?: DemoMedia | null;
};

/** The Work with Me page as visitors see it; the coach's preview renders it with her draft. */
export function WorkWithMeView({ site, marketing, offers, running, resumesOn, reel }: WorkWithMeViewProps) {
  const priceRows = [site.prices.oneOnOne, site.prices.partner, site.prices.smallGroup];
  return (
    <>
      <section aria-labelledby="work-title" className="bg-accent/60">
        <div className="mx-auto max-w-6xl px-4 pt-12 md:pt-16">
          <h1 id="work-title" className="text-4xl">
            Work with Me
          </h1>
          <p className="mt-4 max-w-3xl text-lg">
            Coaching that fits your body, your goals and your week: in person at the gym, or remotely from
            wherever you are.
          </p>
          <img
            src="/images/coaching-banner.svg"
            alt="Two women over 50 training together in a bright gym corner, one coaching the other."
            width={1200}
            height={400}
            className="mt-8 h-auto w-full rounded-t-xl"
          />
        </div>
      </section>

      <section aria-labelledby="face-title" className="mx-auto max-w-6xl px-4 py-14 md:py-20">
        <h2 id="face-title" className="text-3xl">
          Face-to-face coaching
        </h2>
        <p className="mt-3 text-lg">
          At {site.gym.name}, {site.gym.suburb}.{" "}
          <strong>
            {running ? "Sessions are now running." : `Face-to-face training is resuming on ${resumesOn}.`}
          </strong>
        </p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <section aria-labelledby="prices-title" className="rounded-xl border border-border bg-card p-6">
            <h3 id="prices-title" className="text-2xl">
              Prices
            </h3>
            <dl className="mt-4 flex flex-col gap-3 text-lg">
              {priceRows.map((price) => (
                <div
                  key={price.label}
                  className="flex flex-wrap justify-between gap-x-4 border-b border-border pb-2"
                >
                  <dt>{price.label}</dt>
                  <dd className="m-0 font-semibold">
                    ${price.amount} a {price.per}
                  </dd>
                </div>
              ))}
              <div className="flex flex-wrap justify-between gap-x-4">
                <dt>Strength assessment</dt>
                <dd className="m-0 font-semibold">
                  valued at ${site.prices.strengthAssessmentValue}, free to start
                </dd>
              </div>
            </dl>
          </section>
          <section
            aria-labelledby="guarantee-title"
            className="flex flex-col gap-3 rounded-xl border-2 border-primary bg-accent/50 p-6"
          >
            <ShieldCheckIcon aria-hidden="true" className="size-10 text-primary" />
            <h3 id="guarantee-title" className="text-2xl">
              My guarantee
            </h3>
            <p className="text-lg">{marketing.guarantee}</p>
          </section>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferBlock offer={offer} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="remote-title" className="bg-muted/60">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 md:grid-cols-2 md:py-20">
          <div>
            <h2 id="remote-title" className="text-3xl">
              Remote coaching
            </h2>
            <p className="mt-3 text-lg">The same coaching, wherever you live. Included:</p>
            <CheckList lines={marketing.remoteCoachingIncludes} className="mt-4" />
            <CheckoutButton
              buttonText="Get Started"
              accessibleName="Get Started with remote coaching"
              paymentUrl={site.links.payment.remoteCoaching}
              size="lg"
              className="mt-6"
            />
            <p className="mt-4 text-base text-muted-foreground">{site.remoteCoachingNote}</p>
          </div>
          <section aria-labelledby="reel-title">
            <h3 id="reel-title" className="text-2xl">
              Mobility reel
            </h3>
            {reel ? (
              <div className="mt-4">
                <DemoMediaView media={reel} />
              </div>
            ) : (
              <div className="mt-4 flex aspect-video flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-border bg-background p-6 text-center">
                <VideoIcon aria-hidden="true" className="size-10 text-primary" />
                {marketing.mobilityReelUrl ? (
                  <ExternalLinkButton href={marketing.mobilityReelUrl} size="lg">
                    Watch the mobility reel
                  </ExternalLinkButton>
                ) : (
                  <p className="text-lg">Video content will be placed here</p>
                )}
              </div>
            )}
          </section>
        </div>
      </section>

      <section aria-labelledby="clients-title" className="mx-auto max-w-6xl px-4 py-14 md:py-20">
        <h2 id="clients-title" className="text-3xl">
          What clients say
        </h2>
        <Testimonials items={marketing.workWithMeTestimonials} className="mt-8" />
      </section>

      <section aria-labelledby="consult-title" className="bg-accent/60">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center">
          <h2 id="consult-title" className="text-3xl">
            Not sure where to start?
          </h2>
          <p className="mt-4 text-lg">
            A free 30-minute chat: tell me about your goals and any aches or worries, and we will find the
            right fit together.
          </p>
          {/* Issue 40 §3: booked here, no longer on an external scheduling site. */}
          <Button asChild size="lg" className="mt-8">
            <Link to="/book/consultation">Book Your Free Consultation</Link>
          </Button>
          <p className="mt-6">
            Already a client?{" "}
            <Link to="/calendar" className="inline-flex min-h-11 items-center font-semibold">
              Book your sessions and classes
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
