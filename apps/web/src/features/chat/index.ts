// The chat feature's public entry: the button that opens a candidate's team chat.
export { ChatButton, type ChatButtonProps } from './components/ChatButton';
