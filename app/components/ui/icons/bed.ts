import * as data from "lucide-react/icons/bed";
import { iconFrom } from "../icon";

export const BedIcon = /* @__PURE__ */ iconFrom(data);
