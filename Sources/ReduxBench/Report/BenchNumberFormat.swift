/// How the benchmark's table writes its numbers: grouped thousands, ratios with the precision
/// they deserve, sizes in the unit that reads best.
enum BenchNumberFormat {
  /// A whole number with thousands separated by commas: `1,234,567`.
  static func grouped(_ value: Double) -> String {
    guard value.isFinite else { return "-" }
    let digits = String(Int(value.rounded()).magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset).isMultiple(of: 3) { result.append(",") }
      result.append(digit)
    }
    return (value < -0.5 ? "-" : "") + result
  }

  /// A ratio: whole numbers from 100, one decimal from 10, two below.
  static func ratio(_ value: Double) -> String {
    guard value.isFinite else { return "-" }
    if value >= 100 { return grouped(value) }
    return fixed(value, decimals: value >= 10 ? 1 : 2)
  }

  /// A count per dispatch, with two decimals.
  static func perDispatch(_ value: Double) -> String {
    fixed(value, decimals: 2)
  }

  /// Allocations per dispatch: two decimals, or four when two would round away a part of an
  /// allocation, so that `1.0002` never reads `1.00`.
  static func allocations(_ value: Double) -> String {
    let twoDecimals = fixed(value, decimals: 2)
    return (value * 100).rounded() == value * 100 ? twoDecimals : fixed(value, decimals: 4)
  }

  /// A number of nanoseconds: whole from 100, one decimal below.
  static func nanoseconds(_ value: Double) -> String {
    value >= 100 ? grouped(value) : fixed(value, decimals: 1)
  }

  /// A size: bytes below 10 KB, KB below 10 MB, MB above; powers of 1,024.
  static func bytes(_ value: Int) -> String {
    if value < 10 * 1024 { return "\(grouped(Double(value))) B" }
    if value < 10 * 1024 * 1024 { return "\(grouped(Double(value) / 1024)) KB" }
    return "\(fixed(Double(value) / 1_048_576, decimals: 1)) MB"
  }

  /// A number with a fixed count of decimals, rounded.
  static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "-" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((abs(value) * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = String(scaled % Int(scale))
    let padded = String(repeating: "0", count: decimals - fraction.count) + fraction
    let sign = value < 0 && scaled != 0 ? "-" : ""
    return decimals == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(padded)"
  }
}
