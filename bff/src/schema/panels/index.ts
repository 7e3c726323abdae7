// The shell's panels: quick add, reminders, recycle bin, onboarding and Explorer, web push.
import './quick-add';
import './reminders';
import './recycle-bin';
import './onboarding';
import './push';
import './explorer';
