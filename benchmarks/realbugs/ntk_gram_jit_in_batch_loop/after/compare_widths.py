"""How much does the empirical NTK of a finite network vary over a test set?"""

import jax
import jax.numpy as jnp

import ntklite
from experiments.grams import make_kernel, ntk_blocks


class KernelStudy:
    def __init__(self, width=32, n_train=8, n_test=24, in_dim=5, seed=0):
        x_key, p_key = jax.random.split(jax.random.PRNGKey(seed))
        x = jax.random.normal(x_key, (n_train + n_test, in_dim))
        init_fn, apply_fn = ntklite.dense_relu_net([width, width, 1])
        self.kernel = make_kernel(apply_fn)
        self.params = init_fn(p_key, in_dim)
        self.x_train, self.x_test = x[:n_train], x[n_train:]

    def gram(self):
        return ntk_blocks(self.kernel, self.params, self.x_train, self.x_test)

    def relative_spread(self):
        gram = self.gram()
        return float(jnp.std(gram) / jnp.mean(jnp.abs(gram)))


if __name__ == "__main__":
    print(KernelStudy().relative_spread())
