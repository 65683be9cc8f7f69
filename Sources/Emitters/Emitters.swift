/// Generated token files (Swift, Dart, CSS, JSON): a transform to a per-platform view model,
/// then a printer. Emitters read the model only; they know nothing about rules.
public enum Emitters {}
