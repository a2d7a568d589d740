import { useState } from "react";
import { data } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/sonner";
import { CheckoutButton } from "~/features/checkout/checkout-button";
import { getAppContext } from "~/lib/app-context.server";
import type { Route } from "./+types/probe";

// Lets the end-to-end tests drive the error views and toasts through a real production build.
// It answers 404 unless TEST_PROBES=true, so in a normal deployment it does not exist.
export function loader({ url, context }: Route.LoaderArgs) {
  if (!getAppContext(context).config.TEST_PROBES) throw data(null, { status: 404 });
  if (url.searchParams.get("fail") === "server") {
    throw new Error("Error probe: a loader failed on the server");
  }
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: "Test probe" },
  { name: "robots", content: "noindex" },
];

function Broken(): never {
  throw new Error("Error probe: a component failed to render");
}

export default function Probe() {
  const [broken, setBroken] = useState(false);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl">Test probe</h1>
      <p className="mt-4">This page exists for automated tests.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => setBroken(true)}>Break this page</Button>
        <Button
          variant="outline"
          onClick={() => {
            for (let n = 1; n <= 5; n += 1) toast.success(`Test toast ${n}`);
          }}
        >
          Show five toasts
        </Button>
        {/* A payment link a coach could mistype: the checkout's failure path, end to end. */}
        <CheckoutButton buttonText="Checkout with a broken link" paymentUrl="htps:/broken link" />
      </div>
      {broken && <Broken />}
    </section>
  );
}
