// The two calls of `redux-bench` that Swift cannot make itself: `perf_event_open` has no
// libc wrapper and `syscall` is variadic, which Swift does not import.

#ifndef C_PERF_EVENT_H
#define C_PERF_EVENT_H

#include <stdint.h>

/// Opens a counter of how many times the calling thread enters the function at `offset` bytes
/// into the file at `path` (a Linux uprobe, counted by the kernel, user space only).
///
/// Read the count with `read(2)` of 8 bytes; close it with `close(2)`.
///
/// - Parameters:
///   - pmu_type: The uprobe PMU's type, from `/sys/bus/event_source/devices/uprobe/type`.
///   - path: The file holding the function, such as the C library.
///   - offset: The function's offset in that file.
/// - Returns: The counter's file descriptor, or minus the `errno` of the failure (`-ENOSYS`
///   where the system is not Linux).
int cperf_open_uprobe_counter(uint32_t pmu_type, const char *path, uint64_t offset);

/// Reads counters opened by `cperf_open_uprobe_counter` one after the other, with nothing
/// between the reads that could allocate, and adds their counts up.
///
/// - Parameters:
///   - descriptors: The counters' file descriptors.
///   - count: How many there are.
/// - Returns: The sum of their counts, or -1 when one cannot be read.
int64_t cperf_read_total(const int32_t *descriptors, int32_t count);

/// Calls `malloc` and `free` `count` times through pointers the compiler cannot see through, so
/// that none of the calls is optimized away: a known number of allocations to check a counter.
///
/// - Parameters:
///   - count: How many blocks to allocate and free, one after the other.
void cperf_malloc_and_free(int count);

#endif
