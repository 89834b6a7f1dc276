extension BenchRow {
  /// The row with its ratios to the rows it is compared with filled in (a row compared with
  /// itself gets 1).
  ///
  /// - Parameters:
  ///   - baseline: The baseline row of the same size.
  ///   - floor: The `floor` row of the same size, if the workload has one.
  ///   - floorUUID: The `floor-uuid` row of the same size, if the workload has one.
  ///   - appCode: The `app-code` row of the same size, if the workload has one.
  /// - Returns: The row, with ``speedupOverBaseline``, ``costOverFloor``, ``costOverFloorUUID``
  ///   and ``costOverAppCode`` set where they apply.
  func compared(
    toBaseline baseline: BenchRow, floor: BenchRow?, floorUUID: BenchRow? = nil,
    appCode: BenchRow? = nil
  )
    -> BenchRow
  {
    var row = self
    guard nsPerDispatch > 0 else { return row }
    row.speedupOverBaseline = baseline.nsPerDispatch / nsPerDispatch
    if let floor, floor.nsPerDispatch > 0 {
      row.costOverFloor = nsPerDispatch / floor.nsPerDispatch
    }
    if let floorUUID, floorUUID.nsPerDispatch > 0 {
      row.costOverFloorUUID = nsPerDispatch / floorUUID.nsPerDispatch
    }
    if let appCode, appCode.nsPerDispatch > 0 {
      row.costOverAppCode = nsPerDispatch / appCode.nsPerDispatch
    }
    return row
  }
}
