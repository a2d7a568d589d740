import * as data from "lucide-react/icons/user-round";
import { iconFrom } from "../icon";

export const UserRoundIcon = /* @__PURE__ */ iconFrom(data);
