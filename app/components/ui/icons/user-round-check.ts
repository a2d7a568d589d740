import * as data from "lucide-react/icons/user-round-check";
import { iconFrom } from "../icon";

export const UserRoundCheckIcon = /* @__PURE__ */ iconFrom(data);
