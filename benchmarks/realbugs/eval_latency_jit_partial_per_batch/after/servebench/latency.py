import time

import jax


class LatencyBenchmark:
    """Measures the device time of one forward pass per request batch."""

    def __init__(self, model, params):
        self.model = model
        self.params = params
        self.forward = jax.jit(model.apply)

    def run(self, batches):
        jax.block_until_ready(self.forward(self.params, batches[0]))
        timings = []
        for batch in batches:
            start = time.perf_counter()
            jax.block_until_ready(self.forward(self.params, batch))
            timings.append(time.perf_counter() - start)
        return timings
