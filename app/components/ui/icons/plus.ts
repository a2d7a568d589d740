import * as data from "lucide-react/icons/plus";
import { iconFrom } from "../icon";

export const PlusIcon = /* @__PURE__ */ iconFrom(data);
