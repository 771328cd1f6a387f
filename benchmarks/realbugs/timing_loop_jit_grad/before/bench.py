import time

import jax


def time_gradient(f, x, repeats=3):
    """Median wall time of one gradient evaluation."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        g = jax.jit(jax.grad(f))(x)  # expect: JXL501
        g.block_until_ready()
        times.append(time.perf_counter() - start)
    return sorted(times)[len(times) // 2]
