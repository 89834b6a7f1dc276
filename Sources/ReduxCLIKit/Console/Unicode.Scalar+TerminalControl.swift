extension Unicode.Scalar {
  /// Whether a terminal would act on this scalar instead of drawing it: a C0 control (below
  /// U+0020), DEL (U+007F) or a C1 control (U+0080 to U+009F).
  ///
  /// Line breaks, tabs and the escape that starts an escape sequence are all among them. Error
  /// lines spell these scalars out (``VisibleControlCharacters``) and the simulator's drawing
  /// replaces them with spaces (``TerminalText``), so both decide by this one predicate.
  var isTerminalControl: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }
}
