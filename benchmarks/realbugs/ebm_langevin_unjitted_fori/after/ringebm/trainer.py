import jax
import jax.numpy as jnp

from ringebm.energy import energy
from ringebm.langevin import langevin_sample


def contrastive_divergence(params, positives, negatives, alpha=0.1):
    pos, neg = energy(params, positives), energy(params, negatives)
    return jnp.mean(pos) - jnp.mean(neg) + alpha * (jnp.mean(pos ** 2) + jnp.mean(neg ** 2))


class EBMTrainer:
    """Contrastive divergence with Langevin negatives started from uniform noise at every iteration."""

    def __init__(self, learning_rate=0.05, n_steps=30, step_size=0.01):
        self.learning_rate = learning_rate
        self.n_steps = n_steps
        self.step_size = step_size
        self.update = jax.jit(self._update)

    def _update(self, params, positives, negatives):
        loss, grads = jax.value_and_grad(contrastive_divergence)(params, positives, negatives)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

    def negatives(self, params, key, shape):
        init_key, chain_key = jax.random.split(key)
        x0 = jax.random.uniform(init_key, shape, minval=-2.0, maxval=2.0)
        return langevin_sample(energy, params, x0, chain_key, self.n_steps, self.step_size)

    def fit(self, params, data, key, num_iterations):
        losses = []
        for _ in range(num_iterations):
            key, neg_key = jax.random.split(key)
            params, loss = self.update(params, data, self.negatives(params, neg_key, data.shape))
            losses.append(float(loss))
        return params, losses
