import * as data from "lucide-react/icons/store";
import { iconFrom } from "../icon";

export const StoreIcon = /* @__PURE__ */ iconFrom(data);
