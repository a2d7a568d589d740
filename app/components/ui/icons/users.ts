import * as data from "lucide-react/icons/users";
import { iconFrom } from "../icon";

export const UsersIcon = /* @__PURE__ */ iconFrom(data);
