// Imported first by the bin scripts: React picks its production build from NODE_ENV when first loaded.
process.env.NODE_ENV ??= "production";
