import jax
import jax.numpy as jnp


class NTXentLoss:
    """Normalized temperature-scaled cross entropy over two augmented views of a batch."""

    def __init__(self, temperature=0.5):
        self.temperature = temperature

    def __call__(self, z1, z2):
        batch = z1.shape[0]
        z = jnp.concatenate([z1, z2], axis=0)
        z = z / jnp.linalg.norm(z, axis=-1, keepdims=True)
        similarity = z @ z.T / self.temperature
        idx = jnp.arange(2 * batch)
        similarity = jnp.fill_diagonal(similarity, -jnp.inf, inplace=False)
        positives = jnp.concatenate([jnp.arange(batch, 2 * batch), jnp.arange(batch)])
        log_probs = jax.nn.log_softmax(similarity, axis=-1)
        return -jnp.mean(log_probs[idx, positives])
