import * as data from "lucide-react/icons/messages-square";
import { iconFrom } from "../icon";

export const MessagesSquareIcon = /* @__PURE__ */ iconFrom(data);
