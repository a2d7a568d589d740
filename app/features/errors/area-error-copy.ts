/**
 * What an area's error boundary says (issue "Errors that keep her place"): which page could not
 * be shown, what is safe, and the page to go back to. Decided by the address alone, so the
 * boundary needs nothing the failed loader would have sent.
 */

/** The areas with an error boundary of their own, below the root's. */
export type ErrorArea = "coach" | "training" | "portal" | "account";

export type WayBack = {
  to: string;
  /** The button's text. */
  label: string;
  /** The same, as the end of "Try again, or …". */
  sentence: string;
};

export type AreaErrorCopy = {
  /** The heading: "Something went wrong showing …". */
  title: string;
  /** What she has not lost, in one sentence; empty where nothing can be promised. */
  kept: string;
  back: WayBack;
};

const HOME: WayBack = { to: "/", label: "Return to Home", sentence: "return to the home page" };
const DASHBOARD: WayBack = {
  to: "/dashboard",
  label: "Go to your dashboard",
  sentence: "go to your dashboard",
};

const showing = (what: string) => `Something went wrong showing ${what}`;

const LOG_PATH = /^\/client-portal\/([^/]+)\/log\/[^/]+\/?$/;
const PROGRAM_PATH = /^\/client-portal\/([^/]+)\/?$/;

function coachCopy(pathname: string): AreaErrorCopy {
  const atStart = /^\/coach\/?$/.test(pathname);
  return {
    title: showing("this page of the coach area"),
    kept: "Everything you saved before is kept.",
    back: atStart
      ? { to: "/coach/clients", label: "Go to your clients", sentence: "go to your clients" }
      : { to: "/coach", label: "Back to the coach area", sentence: "go back to the coach area" },
  };
}

function trainingCopy(pathname: string): AreaErrorCopy {
  const log = LOG_PATH.exec(pathname);
  if (log) {
    return {
      title: showing("your session log"),
      kept: "Your sets saved so far are kept.",
      back: {
        to: `/client-portal/${log[1]}`,
        label: "Back to your program",
        sentence: "go back to your program",
      },
    };
  }
  if (pathname.startsWith("/progress/")) {
    return {
      title: showing("your measurements and photos"),
      kept: "What you saved before is kept.",
      back: { to: "/progress", label: "Back to your progress", sentence: "go back to your progress" },
    };
  }
  return { title: showing("your progress"), kept: "Your logged sessions are kept.", back: DASHBOARD };
}

function portalCopy(pathname: string): AreaErrorCopy {
  const kept = "Nothing you have logged is lost.";
  if (PROGRAM_PATH.test(pathname)) {
    return {
      title: showing("this program"),
      kept,
      back: {
        to: "/client-portal",
        label: "Back to the Client Portal",
        sentence: "go back to the Client Portal",
      },
    };
  }
  return { title: showing("the Client Portal"), kept, back: HOME };
}

function accountCopy(pathname: string): AreaErrorCopy {
  const toAccount: WayBack = {
    to: "/account",
    label: "Back to your account",
    sentence: "go back to your account",
  };
  if (/^\/account\/reminders\/?$/.test(pathname)) {
    return {
      title: showing("your reminder settings"),
      kept: "Your reminders stay as you last saved them.",
      back: toAccount,
    };
  }
  if (pathname.startsWith("/account/")) {
    return {
      title: showing("this account page"),
      kept: "Your account is as you last saved it.",
      back: toAccount,
    };
  }
  if (/^\/account\/?$/.test(pathname)) {
    return { title: showing("your account"), kept: "Your account is as you last saved it.", back: DASHBOARD };
  }
  // Signing in, signing up and the password and email pages: she may not be signed in yet.
  const atSignIn = /^\/login\/?$/.test(pathname);
  return {
    title: showing("this page"),
    kept: "",
    back: atSignIn ? HOME : { to: "/login", label: "Go to sign in", sentence: "go to the sign-in page" },
  };
}

export function areaErrorCopy(area: ErrorArea, pathname: string): AreaErrorCopy {
  switch (area) {
    case "coach":
      return coachCopy(pathname);
    case "training":
      return trainingCopy(pathname);
    case "portal":
      return portalCopy(pathname);
    case "account":
      return accountCopy(pathname);
  }
}
