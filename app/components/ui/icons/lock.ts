import * as data from "lucide-react/icons/lock";
import { iconFrom } from "../icon";

export const LockIcon = /* @__PURE__ */ iconFrom(data);
