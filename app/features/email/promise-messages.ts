// Issue 39 §3 (h3): the 4-week promise kept. She said she did not feel noticeably stronger; her
// coach has redesigned her program. Nothing about her health in the words: the app shows the rest.
import { liveSite } from "~/content/live.server";
import type { EmailMessage } from "./email-message";
import { hello, signature } from "./message-phrases";

export const promiseMessages = {
  programRedesigned: (input: { name: string; program: string; url: string }): EmailMessage => ({
    kind: "program-redesigned",
    subject: "Your coach has redesigned your program",
    preheader: "As promised: a changed program, at no cost.",
    heading: "Your program is redesigned",
    paragraphs: [
      hello(input.name),
      `You told us you did not feel noticeably stronger after 4 weeks of ${input.program}. As promised, ${liveSite().coachName} has redesigned your program, at no cost.`,
      "Your dashboard shows what to do next.",
    ],
    action: { label: "Open my dashboard", url: input.url },
    footer: signature(),
  }),
};
