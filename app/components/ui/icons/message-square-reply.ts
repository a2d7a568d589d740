import * as data from "lucide-react/icons/message-square-reply";
import { iconFrom } from "../icon";

export const MessageSquareReplyIcon = /* @__PURE__ */ iconFrom(data);
