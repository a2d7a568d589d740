import { useState } from "react";
import { data } from "react-router";
import { Button } from "~/components/ui/button";
import { getAppContext } from "~/utils/app-context.server";
import type { Route } from "./+types/error-probe";

// Lets the end-to-end tests drive both error views through a real production build.
// It answers 404 unless ERROR_PROBE=true, so in a normal deployment it does not exist.
export function loader({ request, context }: Route.LoaderArgs) {
  if (!getAppContext(context).config.ERROR_PROBE) throw data(null, { status: 404 });
  if (new URL(request.url).searchParams.get("fail") === "server") {
    throw new Error("Error probe: a loader failed on the server");
  }
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: "Error probe" },
  { name: "robots", content: "noindex" },
];

function Broken(): never {
  throw new Error("Error probe: a component failed to render");
}

export default function ErrorProbe() {
  const [broken, setBroken] = useState(false);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl">Error probe</h1>
      <p className="mt-4">This page exists for automated tests of the error views.</p>
      <Button className="mt-6" onClick={() => setBroken(true)}>
        Break this page
      </Button>
      {broken && <Broken />}
    </section>
  );
}
