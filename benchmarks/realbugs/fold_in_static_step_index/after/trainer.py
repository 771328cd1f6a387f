import jax
import jax.numpy as jnp

from augment import jitter_batch


class Trainer:
    def __init__(self, seed=0, batch_size=16, dim=4):
        self.base_key = jax.random.PRNGKey(seed)
        self.data = jnp.ones((batch_size, dim))
        self.weights = jnp.zeros(dim)

    def run(self, n_steps, lr=0.1):
        for step in range(n_steps):
            batch = jitter_batch(self.base_key, self.data, step=step)  # expect: JXL503
            grad = jnp.mean(batch, axis=0) * (self.weights @ jnp.mean(batch, axis=0) - 1.0)
            self.weights = self.weights - lr * grad
        return self.weights


if __name__ == "__main__":
    print(Trainer().run(5))
