#include "CPerfEvent.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#if defined(__linux__)
#include <linux/perf_event.h>
#include <sys/syscall.h>
#endif

int cperf_open_uprobe_counter(uint32_t pmu_type, const char *path, uint64_t offset) {
#if defined(__linux__)
  struct perf_event_attr attributes;
  memset(&attributes, 0, sizeof(attributes));
  attributes.size = sizeof(attributes);
  attributes.type = pmu_type;
  attributes.config = 0;  // an entry probe, not a return probe
  attributes.config1 = (uint64_t)(uintptr_t)path;  // uprobe_path
  attributes.config2 = offset;  // probe_offset
  attributes.exclude_kernel = 1;
  attributes.exclude_hv = 1;
  // pid 0, cpu -1: the calling thread, on whichever CPU it runs.
  long descriptor = syscall(SYS_perf_event_open, &attributes, 0, -1, -1, 0);
  return descriptor < 0 ? -errno : (int)descriptor;
#else
  (void)pmu_type;
  (void)path;
  (void)offset;
  return -ENOSYS;
#endif
}

int64_t cperf_read_total(const int32_t *descriptors, int32_t count) {
  uint64_t total = 0;
  for (int32_t index = 0; index < count; index++) {
    uint64_t value = 0;
    if (read(descriptors[index], &value, sizeof(value)) != (ssize_t)sizeof(value)) {
      return -1;
    }
    total += value;
  }
  return (int64_t)total;
}

void cperf_malloc_and_free(int count) {
  void *(*volatile allocate)(size_t) = malloc;
  void (*volatile release)(void *) = free;
  for (int index = 0; index < count; index++) {
    release(allocate(64));
  }
}
