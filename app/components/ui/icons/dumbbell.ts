import * as data from "lucide-react/icons/dumbbell";
import { iconFrom } from "../icon";

export const DumbbellIcon = /* @__PURE__ */ iconFrom(data);
