import * as data from "lucide-react/icons/menu";
import { iconFrom } from "../icon";

export const MenuIcon = /* @__PURE__ */ iconFrom(data);
