import functools

import jax


class Learner:
    def __init__(self, sampler, batch_size):
        self.sampler = sampler
        self.batch_size = batch_size
        self._sample = jax.jit(functools.partial(sampler.sample_batch, batch_size=batch_size))

    def next_batch(self, buffer, key):
        return self._sample(buffer, key)
