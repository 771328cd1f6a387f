import jax


class AncestralSampler:
    def __init__(self, network, schedule, num_samples=256):
        self.network = network
        self.schedule = schedule
        self.num_samples = num_samples
        self.sample = jax.jit(self._sample)

    def _sample(self, params, key):
        init_key, key = jax.random.split(key)
        x = jax.random.normal(init_key, (self.num_samples, self.network.dim))
        last = self.schedule.num_steps - 1

        def body(i, carry):
            x, key = carry
            key, z_key = jax.random.split(key)
            t = last - i
            eps = self.network(params, x, t)
            z = jax.random.normal(z_key, x.shape)
            return self.schedule.posterior_step(x, eps, t, z), key

        x, _ = jax.lax.fori_loop(0, self.schedule.num_steps, body, (x, key))
        return x
