import jax

from splitting import ClusterSplitter


class NestedSampler:
    def __init__(self, scale=0.1):
        self.splitter = ClusterSplitter(scale)
        self._step = jax.jit(self._sample)

    def _sample(self, key, state):
        return self.splitter(key, state)

    def run(self, key, state, num_rounds=3):
        for _ in range(num_rounds):
            key, subkey = jax.random.split(key)
            state = self._step(subkey, state)
        return state
