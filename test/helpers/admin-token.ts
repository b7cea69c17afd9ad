// The operator token of the test servers, in a module of its own: the real-process tests need it without loading the app.
export const ADMIN_TOKEN = "test-operator-token-0123456789abcdef";
