import jax
import jax.numpy as jnp


class ReplayBuffer:
    """Fixed-capacity circular buffer of transitions; the storage arrays are created on the first add, from the
    transition's shapes and dtypes, and the oldest transitions are overwritten once the buffer is full."""

    def __init__(self, capacity, seed=0):
        self.capacity = capacity
        self.storage = None
        self.cursor = 0
        self.size = 0
        self.key = jax.random.PRNGKey(seed)

    def add(self, transition):
        if self.storage is None:
            self.storage = {name: jnp.zeros((self.capacity,) + jnp.shape(value), jnp.asarray(value).dtype)
                            for name, value in transition.items()}
        for name, value in transition.items():
            self.storage[name][self.cursor] = value  # expect: JXL301
        self.cursor = (self.cursor + 1) % self.capacity
        self.size = min(self.size + 1, self.capacity)

    def sample(self, batch_size):
        """Uniform sampling with replacement; at most `size` transitions while the buffer is filling."""
        self.key, key = jax.random.split(self.key)
        index = jax.random.randint(key, (min(batch_size, self.size),), 0, self.size)
        return {name: values[index] for name, values in self.storage.items()}
