import time

import jax


def time_gradient(f, x, repeats=3):
    """Median wall time of one gradient evaluation (compiled once, before timing)."""
    grad_fn = jax.jit(jax.grad(f))
    grad_fn(x).block_until_ready()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        grad_fn(x).block_until_ready()
        times.append(time.perf_counter() - start)
    return sorted(times)[len(times) // 2]
