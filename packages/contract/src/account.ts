// Settings, Brand Kit and support contract (issue 8).
export {};
