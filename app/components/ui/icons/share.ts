import * as data from "lucide-react/icons/share";
import { iconFrom } from "../icon";

export const ShareIcon = /* @__PURE__ */ iconFrom(data);
