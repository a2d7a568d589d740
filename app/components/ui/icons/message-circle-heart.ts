import * as data from "lucide-react/icons/message-circle-heart";
import { iconFrom } from "../icon";

export const MessageCircleHeartIcon = /* @__PURE__ */ iconFrom(data);
