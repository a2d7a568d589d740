import * as data from "lucide-react/icons/message-circle";
import { iconFrom } from "../icon";

export const MessageCircleIcon = /* @__PURE__ */ iconFrom(data);
