import Foundation
import Redux

/// Reads the options of `redux-cli simulate` and `redux-cli demo` that need more than the
/// parser: a width in range, a state file or recording whose folder exists, a script that can be read.
@MainActor
enum SimulatorOptions {
  /// The widths the boxes can be drawn in.
  static let widths = WindowBoxes.minimumWidth...1000

  /// The `--width` option.
  ///
  /// - Parameters:
  ///   - arguments: The parsed options.
  ///   - command: The command's name, for the error.
  /// - Returns: The width; 80 unless given.
  /// - Throws: ``ArgumentError`` when it is not a number in ``widths``.
  static func width(_ arguments: ParsedArguments, command: String) throws(ArgumentError) -> Int {
    guard let text = arguments["width"] else { return 80 }
    guard let width = Int(text), widths.contains(width) else {
      throw .invalidValue(
        command: command,
        reason: "--width needs a number of columns from \(widths.lowerBound) to "
          + "\(widths.upperBound), not '\(text)'")
    }
    return width
  }

  /// The `--state-file` option: a file that may not exist yet, in a folder that must.
  ///
  /// - Parameters:
  ///   - path: The path typed, or `nil`.
  ///   - context: The directory relative paths start from.
  /// - Returns: The file's URL, or `nil` when no path was given.
  /// - Throws: ``ArgumentError`` when the folder does not exist or the path is a folder.
  static func stateFile(
    _ path: String?,
    context: CommandContext
  ) throws(ArgumentError) -> URL? {
    try fileToWrite(path, option: "state-file", context: context)
  }

  /// How much of an existing file is read to find a recording's header line.
  static let headerReadLimit = 16 << 20

  /// The `--record` option: the recording's file, created or emptied, in a folder that must
  /// exist, and none of the files the session reads: a recording never overwrites them, nor a
  /// file that is not a recording. A recording made before, say by the same command run again,
  /// is replaced.
  ///
  /// - Parameters:
  ///   - path: The path typed, or `nil`.
  ///   - context: The directory relative paths start from.
  ///   - inputs: The files the session reads or keeps: its script, its state file.
  /// - Returns: The file's URL, or `nil` when no path was given.
  /// - Throws: ``ArgumentError`` when the folder does not exist, the path is a folder, it names
  ///   one of `inputs`, or it names a file that is neither empty nor a recording.
  static func recordFile(
    _ path: String?,
    context: CommandContext,
    besides inputs: [URL]
  ) throws(ArgumentError) -> URL? {
    guard let url = try fileToWrite(path, option: "record", context: context) else { return nil }
    let resolved = url.resolvingSymlinksInPath()
    if inputs.contains(where: { $0.resolvingSymlinksInPath() == resolved }) {
      throw .invalidValue(
        command: "simulate",
        reason: "--record would overwrite \(url.path), which the session reads")
    }
    guard isReplaceableByARecording(url) else {
      throw .invalidValue(
        command: "simulate",
        reason: "--record would overwrite \(url.path), which is not a recording; "
          + "name a new file, or remove that one first")
    }
    return url
  }

  /// Whether a new recording may replace what is at a path: nothing, an empty file, or a file
  /// whose first line is a recording's header. A file that cannot be read counts as neither, and
  /// is left alone; so does one whose first line is longer than ``headerReadLimit``.
  private static func isReplaceableByARecording(_ url: URL) -> Bool {
    guard FileManager.default.fileExists(atPath: url.path) else { return true }
    guard let file = try? FileHandle(forReadingFrom: url) else { return false }
    defer { try? file.close() }
    let read: Data?
    do {
      read = try file.read(upToCount: headerReadLimit)
    } catch {
      return false
    }
    // No data at all: an empty file.
    guard let data = read, !data.isEmpty else { return true }
    let header = data.prefix { $0 != UInt8(ascii: "\n") }
    let text = String(decoding: header, as: UTF8.self)
    return (try? Recording(text: text, file: url.lastPathComponent, registry: ActionRegistry()))
      != nil
  }

  /// A file the session writes: it may not exist yet, but its folder must, and it is no folder.
  private static func fileToWrite(
    _ path: String?,
    option: String,
    context: CommandContext
  ) throws(ArgumentError) -> URL? {
    guard let path else { return nil }
    let url = context.url(forPath: path)
    var isDirectory: ObjCBool = false
    let folder = url.deletingLastPathComponent()
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw .invalidValue(
        command: "simulate",
        reason: "the folder of --\(option) does not exist: \(folder.path)")
    }
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw .invalidValue(
        command: "simulate", reason: "--\(option) is a folder, not a file: \(url.path)")
    }
    return url
  }

  /// The `--script` option: the lines of the file, or `nil` for standard input (`-`) or when
  /// no script was given.
  ///
  /// - Parameters:
  ///   - path: The path typed, or `nil`.
  ///   - context: The directory relative paths start from.
  /// - Returns: The name errors are prefixed with (the path as typed) and the lines.
  /// - Throws: ``ArgumentError`` when the file does not exist, is a folder, or cannot be read as
  ///   UTF-8 text (``InputFile``).
  static func script(
    _ path: String?,
    context: CommandContext
  ) throws(ArgumentError) -> (name: String, lines: [String])? {
    guard let path, path != "-" else { return nil }
    let script = try InputFile(
      reading: context.url(forPath: path), role: "script", command: "simulate")
    return (name: path, lines: TextLines(script.text).lines)
  }
}
