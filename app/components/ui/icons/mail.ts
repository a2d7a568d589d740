import * as data from "lucide-react/icons/mail";
import { iconFrom } from "../icon";

export const MailIcon = /* @__PURE__ */ iconFrom(data);
