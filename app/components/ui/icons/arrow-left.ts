import * as data from "lucide-react/icons/arrow-left";
import { iconFrom } from "../icon";

export const ArrowLeftIcon = /* @__PURE__ */ iconFrom(data);
