/// The static HTML spec site; the only code that touches libxml2.
public enum SpecSite {}
