"""Wall-clock timing of array kernels at several problem sizes."""

import time
from functools import partial

import jax


def time_kernel(kernel, x, repeats, **options):
    compiled = jax.jit(partial(kernel, **options))
    compiled(x).block_until_ready()  # compile outside the timed repeats
    timings = []
    for _ in range(repeats):
        start = time.perf_counter()
        compiled(x).block_until_ready()
        timings.append(time.perf_counter() - start)
    return min(timings)
