import * as data from "lucide-react/icons/activity";
import { iconFrom } from "../icon";

export const ActivityIcon = /* @__PURE__ */ iconFrom(data);
