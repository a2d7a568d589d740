import * as data from "lucide-react/icons/external-link";
import { iconFrom } from "../icon";

export const ExternalLinkIcon = /* @__PURE__ */ iconFrom(data);
