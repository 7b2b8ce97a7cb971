// Billing contract (issue 6): checkout, subscription and order shapes.
export {};
