import { ExternalLinkButton } from "~/components/ui/external-link-button";
import { HeartHandshakeIcon } from "~/components/ui/icons/heart-handshake";
import { MessageCircleHeartIcon } from "~/components/ui/icons/message-circle-heart";
import { UsersIcon } from "~/components/ui/icons/users";
import { pageMeta } from "~/lib/meta";
import { STATIC_PAGE } from "~/lib/static-page";
import { useSite } from "~/lib/use-site";
import type { Route } from "./+types/community";

export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Community",
    "Join our private group of women over 50 who train, eat well and cheer each other on.",
    "/community",
  );

const reasons = [
  {
    icon: UsersIcon,
    title: "Women like you",
    text: "Members over 50 at every fitness level, from first steps to strong.",
  },
  {
    icon: MessageCircleHeartIcon,
    title: "Ask anything",
    text: "Questions about workouts, recipes or menopause get friendly answers.",
  },
  {
    icon: HeartHandshakeIcon,
    title: "Celebrate together",
    text: "Share your wins, big and small, and keep each other going.",
  },
];

export default function Community() {
  const site = useSite();
  return (
    <>
      <section aria-labelledby="community-title" className="bg-secondary">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center md:py-20">
          <p className="font-semibold tracking-wide text-secondary-foreground uppercase">Community</p>
          <h1 id="community-title" className="mt-3 text-3xl md:text-4xl">
            You don't have to do this alone
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-secondary-foreground">
            Our private group is where members share progress, swap recipes and encourage each other every
            day.
          </p>
          <ExternalLinkButton href={site.links.communityGroup} size="lg" className="mt-8">
            Join Our Private Community
          </ExternalLinkButton>
        </div>
      </section>
      <section aria-labelledby="why-join" className="mx-auto max-w-5xl px-4 py-12">
        <h2 id="why-join" className="text-center text-2xl">
          Why join?
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-border bg-card p-6">
              <Icon aria-hidden="true" className="size-8 text-primary" />
              <h3 className="mt-3 text-xl">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
