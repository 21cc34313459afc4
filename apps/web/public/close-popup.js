// Closes the meeting tool's sign-in popup once it is back on Terna (GET /integrations/zoom/callback): the
// page's content security policy runs no inline script, and the opener may have lost its handle on the
// popup when the provider's pages switched its browsing context group.
window.close();
