import functools
import time

import jax


class LatencyBenchmark:
    """Measures the device time of one forward pass per request batch."""

    def __init__(self, model, params):
        self.model = model
        self.params = params

    def run(self, batches):
        timings = []
        for batch in batches:
            forward = jax.jit(functools.partial(self.model.apply, self.params))  # expect: JXL501
            start = time.perf_counter()
            jax.block_until_ready(forward(batch))
            timings.append(time.perf_counter() - start)
        return timings
