import jax


class Chain:
    """Runs a kernel for a fixed number of steps; the whole run is one compiled scan."""

    def __init__(self, kernel, num_samples):
        self.kernel = kernel
        self.num_samples = num_samples
        self.run = jax.jit(self._run)

    def _run(self, key, x0):
        keys = jax.random.split(key, self.num_samples)

        def body(x, key):
            x, accepted = self.kernel.step(key, x)
            return x, (x, accepted)

        _, (samples, accepted) = jax.lax.scan(body, x0, keys)
        return samples, accepted.mean()
